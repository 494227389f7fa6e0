import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler, Response } from 'express';
import { BASE_HEADERS } from './security';

/** The methods the site answers; everything else is 405 before any route sees it. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];
const ALLOW = ALLOWED_METHODS.join(', ');

type Language = 'es' | 'en';
type Refusal = 400 | 405;

const TEXTS: Record<Refusal, Record<Language, string>> = {
  400: { es: 'Solicitud no válida.', en: 'Bad request.' },
  405: { es: 'Método no permitido.', en: 'Method not allowed.' },
};

/** Language of a request target: `/en` and `/en/...` English, everything else Spanish. */
function languageOf(target: string): Language {
  return /^\/en(?:[/?.]|$)/.test(target) ? 'en' : 'es';
}

function refuse(res: Response, status: Refusal, target: string): void {
  const language = languageOf(target);
  if (status === 405) res.set('Allow', ALLOW);
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('Content-Language', language)
    .type('text/plain; charset=utf-8')
    .send(`${TEXTS[status][language]}\n`);
}

/**
 * Requests no page can answer, refused before anything else reads them: a target that is not a
 * path (absolute form `GET http://host/ HTTP/1.1`, `OPTIONS *`) is 400; a method other than GET,
 * HEAD and POST (TRACE, PUT, OPTIONS, PROPFIND, ...) is 405 with `Allow`. Without this, TRACE
 * reached React Router, which cannot build a fetch Request for it: a 500 with a stack in the log.
 */
export function requestGuards(): RequestHandler {
  return (req, res, next) => {
    if (!req.url.startsWith('/')) return refuse(res, 400, '');
    if (!ALLOWED_METHODS.includes(req.method)) return refuse(res, 405, req.url);
    next();
  };
}

function rawAnswer(socket: Duplex, status: number, reason: string, extra = ''): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = status === 405 ? `${TEXTS[405].es}\n` : '';
  const headers = Object.entries(BASE_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n${extra}${headers}Cache-Control: no-store\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/** What Node's parser attaches to the errors it emits as `clientError`. */
type ClientError = Error & { code?: string; rawPacket?: Buffer };

/**
 * What Node's HTTP server handles before Express: CONNECT (Node would drop the connection
 * without an answer) is 405, and so is TRACK, which Node's parser does not know; other requests
 * it cannot parse keep Node's answers (400, 431 for oversized headers, 408 on timeout).
 */
export function guardServer<T extends Server>(server: T): T {
  server.on('connect', (_req, socket: Duplex) => {
    rawAnswer(socket, 405, 'Method Not Allowed', `Allow: ${ALLOW}\r\n`);
  });
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const firstLine = error.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      rawAnswer(socket, 431, 'Request Header Fields Too Large');
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      rawAnswer(socket, 408, 'Request Timeout');
    } else if (/^TRACK\s/i.test(firstLine)) {
      rawAnswer(socket, 405, 'Method Not Allowed', `Allow: ${ALLOW}\r\n`);
    } else {
      rawAnswer(socket, 400, 'Bad Request');
    }
  });
  return server;
}
