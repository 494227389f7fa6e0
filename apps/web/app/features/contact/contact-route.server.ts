import { type ActionFunctionArgs, data, type HeadersArgs } from 'react-router';
import { answerDocumentsWith } from '~/lib/document-answer.server';
import {
  contactHttpHeaders,
  contactHttpStatus,
  contactOutcome,
  handleContactAction,
} from './contact-action.server';
import { rateLimitedContactAnswer } from './contact-limited-page.server';

// A post over the limit without JavaScript gets the feature's small 429 page, not the site's.
answerDocumentsWith(rateLimitedContactAnswer);

/**
 * The route exports of the page that shows the contact form: React Router reads `action` and
 * `headers` from the route module, which re-exports these (routes/page.tsx).
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const result = await handleContactAction(request, context.clientIp);
  context.countContact?.(contactOutcome(result));
  return data(result, { status: contactHttpStatus(result), headers: contactHttpHeaders(result) });
}

/** A rate-limited contact post tells when to come back, to the fetcher as to the page. */
export function contactHeaders({ actionHeaders }: HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : {};
}
