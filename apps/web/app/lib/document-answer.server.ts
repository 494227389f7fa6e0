import type { EntryContext } from 'react-router';

/**
 * A feature's own answer to a document request, in place of the site's page (the contact form's
 * small 429 page for a visitor over the limit without JavaScript); null: the page as usual.
 */
export type DocumentAnswer = (request: Request, context: EntryContext) => Response | null;

const answers: DocumentAnswer[] = [];

/**
 * Called when a feature's route module loads: an answer can only concern a request that reached
 * that route, whose module is loaded by then.
 */
export function answerDocumentsWith(answer: DocumentAnswer): void {
  if (!answers.includes(answer)) answers.push(answer);
}

/** The first feature answer to this request, if any (entry.server.tsx). */
export function featureAnswer(request: Request, context: EntryContext): Response | null {
  for (const answer of answers) {
    const response = answer(request, context);
    if (response) return response;
  }
  return null;
}
