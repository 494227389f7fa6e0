import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * React Router's <Scripts> emits a `<link rel="modulepreload">` for every chunk of the entry and
 * the matched routes, and React hoists them to the top of <head>: about 20 high-priority script
 * downloads (≈150 KB) start before the first paint and compete with the hero image, and the
 * async route-module script can run (and hydrate) before the browser has painted anything.
 * Without them the browser fetches the same modules when the parser reaches the route-module
 * script at the end of <body>, after the server-rendered page can already be painted; the page
 * hydrates a couple of round trips later, with nothing visible changing.
 * (docs/decisions/035-web-first-paint.md)
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** Removes the module preload links from streamed HTML (tags split across chunks included). */
export function stripModulePreloads(): Transform {
  let pending = '';
  // A multi-byte character (ñ, á) may be split between two chunks.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // Keep a trailing, unfinished tag for the next chunk.
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      pending = text.slice(cut);
      callback(null, text.slice(0, cut).replace(MODULE_PRELOAD, ''));
    },
    flush(callback) {
      callback(null, (pending + decoder.end()).replace(MODULE_PRELOAD, ''));
    },
  });
}
