import { Writable } from 'node:stream';
import { dictionaries } from '@brilla/i18n';
import { renderToPipeableStream } from 'react-dom/server';
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import stylesheet from './app.css?inline&rules';
import { createI18n, i18nextTranslators } from './i18n/create-i18n';
import { holdDictionaries } from './i18n/dictionaries';
import { TranslatorProvider } from './i18n/translator-context';
import { cacheControlFor } from './lib/cache-control';
import { featureAnswer } from './lib/document-answer.server';
import { deferFirstLoadScripts } from './lib/first-load-scripts.server';
import { InlineCssProvider } from './lib/inline-css';
import { KeptProvider } from './lib/kept';
import { PAGE_CSS_SLOT, pageCssInliner } from './lib/page-css.server';
import { PREVIEW_HEADERS } from './lib/preview-status';

export const streamTimeout = 5_000;

// Meta functions and shared components read texts from here on the server too: both languages.
holdDictionaries(dictionaries);

// One i18next instance, initialised synchronously from the bundled dictionaries, for every
// request: each page takes its language's fixed translator from it.
const translators = i18nextTranslators(createI18n());

// Each document inlines the stylesheet rules its own classes need (decision 043).
const inlinePageCss = pageCssInliner(stylesheet);

/** A preview (drafts) is never stored nor indexed; anything else gets the page policy. */
function setCacheControl(
  request: Request,
  status: number,
  headers: Headers,
  context: AppLoadContext,
): void {
  if (context.preview) {
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
    return;
  }
  if (!headers.has('Cache-Control')) {
    headers.set('Cache-Control', cacheControlFor(request.method, status));
  }
}

/**
 * The errors the server logs: its own failures, each with its stack. Not an answer the client
 * caused (a POST to a page without a form is a 405 that anyone can repeat: a stack a request
 * would let them flood the log), nor a request the visitor gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  setCacheControl(request, response.status, response.headers, context);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A feature may answer in place of the site's page (a contact post over the limit, no JavaScript).
  const answer = featureAnswer(request, routerContext);
  if (answer) return answer;
  setCacheControl(request, responseStatusCode, responseHeaders, loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <InlineCssProvider value={PAGE_CSS_SLOT}>
        <KeptProvider value={loadContext.kept}>
          <TranslatorProvider factory={translators}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </TranslatorProvider>
        </KeptProvider>
      </InlineCssProvider>,
      {
        nonce,
        // React sends a finished Suspense boundary (each block has one) apart from the page when
        // the bytes before it pass this size, and reveals it with a script: a visitor without
        // JavaScript would not see it. Everything is rendered before the first byte anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page is rendered before its first byte leaves: a proxy can pass a request to
        // another replica only until then, so a replica that dies mid-answer never cuts a page in
        // half (the pages have no deferred data; the shell would not come sooner). Held whole,
        // the document is finished in one pass (its scripts deferred, its CSS inlined) and
        // handed to compression as one body.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                // The document's UTF-8 bytes read one character per byte (latin1): a page's few
                // characters beyond Latin-1 (a dash, curly quotes) would make the whole text a
                // two-byte string, ~20 times slower to decode and encode again. What is found and
                // inserted here is ASCII, so the bytes come back as they were.
                const html = Buffer.concat(chunks).toString('latin1');
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                // As bytes: a string body would be scanned again as a USVString.
                const finished = Buffer.from(inlinePageCss(deferFirstLoadScripts(html)), 'latin1');
                resolve(
                  new Response(finished, {
                    headers: responseHeaders,
                    status,
                  }),
                );
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}
