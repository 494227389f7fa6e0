import net from 'node:net';

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
};

/**
 * Sends `head` (a request line and headers, without the blank line) exactly as written over a
 * plain socket and reads the answer until the server closes: fetch and http.request cannot send
 * TRACE, CONNECT or an absolute-form target as such.
 */
export function rawHttp(base: string, head: string, body = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [top = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        raw,
      });
    });
  });
}
