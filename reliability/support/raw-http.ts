import http from 'node:http';

export type RawReply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request with the path sent exactly as given (fetch would normalise "/../" and
 * re-encode). Node accepts path characters U+0021–U+00FF; those above U+007F go out as single
 * (invalid UTF-8) bytes, which is part of what we want to send.
 */
export function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
  timeoutMs = 20_000,
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port: Number(port),
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Makes any string sendable as a raw path: characters outside U+0021–U+00FF are %-encoded. */
export function sendablePath(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x21 && code <= 0xff) out += char;
    else if (code >= 0xd800 && code <= 0xdfff) out += '%EF%BF%BD';
    else out += encodeURIComponent(char);
  }
  return out;
}
