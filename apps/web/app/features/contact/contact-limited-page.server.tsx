import { type Language, translate } from '@brilla/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { languageFromPath, localizePath, sitePath } from '~/i18n/language';
import { NO_STORE } from '~/lib/cache-control';
import type { DocumentAnswer } from '~/lib/document-answer.server';
import type { ContactActionData } from './contact-action.server';

type RateLimited = Extract<ContactActionData, { status: 'error' }> & { retryAfterSeconds: number };

function isRateLimited(value: unknown): value is RateLimited {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Partial<RateLimited>;
  return result.status === 'error' && typeof result.retryAfterSeconds === 'number';
}

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#232323;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
p[role=alert]{padding:.75rem 1rem;border-radius:.75rem;background:#fef2f2;color:#991b1b;font-weight:600}
label{display:block;margin-top:1rem;font-weight:600}
input,textarea{box-sizing:border-box;width:100%;padding:.6rem .8rem;border:1px solid #ccc;border-radius:.6rem;font:inherit}
button{margin-top:1.25rem;padding:.7rem 1.5rem;border:0;border-radius:999px;background:#7D1ED2;color:#fff;font:inherit;font-weight:600}`;

function LimitedPage({
  language,
  result,
  action,
}: {
  language: Language;
  result: RateLimited;
  action: string;
}) {
  const t = (key: string) => translate(language, key);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t('contact.title')} | Brilla Talent`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{t('contact.title')}</h1>
          <p role="alert">{result.message}</p>
          {/* What the visitor typed stays here, to send again later or to copy. */}
          <form method="post" action={action}>
            <label htmlFor="contact-name">{t('contact.name')}</label>
            <input
              id="contact-name"
              name="name"
              autoComplete="name"
              defaultValue={result.values.name}
            />
            <label htmlFor="contact-email">{t('contact.email')}</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={result.values.email}
            />
            <label htmlFor="contact-message">{t('contact.message')}</label>
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              defaultValue={result.values.message}
            />
            <input type="hidden" name="interest" value={result.values.interest} />
            <button type="submit">{t('contact.submit')}</button>
            <p>
              {t('contact.consent.notice')}{' '}
              <a href={localizePath('/privacy', language)}>{t('contact.consent.policyLink')}</a>.
            </p>
          </form>
        </main>
      </body>
    </html>
  );
}

/**
 * A post without JavaScript from a client over the contact limit: 429 with Retry-After and a
 * small page in the path's language (no CMS content, no app scripts) that keeps the visitor's
 * typed values in a plain form. The site's full page is not rendered for it.
 */
function rateLimitedContactPage(request: Request, result: RateLimited): Response {
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname);
  const html = renderToStaticMarkup(
    <LimitedPage language={language} result={result} action={sitePath(pathname)} />,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': language,
      'Cache-Control': NO_STORE,
      'Retry-After': String(result.retryAfterSeconds),
    },
  });
}

/** The rate-limited contact answer among a document request's action results gets that page. */
export const rateLimitedContactAnswer: DocumentAnswer = (request, context) => {
  const results = Object.values(context.staticHandlerContext.actionData ?? {});
  const limited = results.find(isRateLimited);
  return limited ? rateLimitedContactPage(request, limited) : null;
};
