import { type Language, translate } from '@brilla/i18n';

/** A preview refusal: the reason as plain text in the link's language, never stored. */
export function previewAnswer(status: number, language: Language, key: string): Response {
  return new Response(`${translate(language, key)}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Language': language,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
