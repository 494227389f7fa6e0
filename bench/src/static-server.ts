// The limit the site is compared with: a minimal Node HTTP server answering every request with
// the same saved bytes and headers as the page (`node static-server.ts <body file> <headers>`).
// Prints {"port": n} once listening on 127.0.0.1.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.argv[2] ?? '');
const saved: Record<string, string | string[]> = JSON.parse(process.argv[3] ?? '{}');
const headers = { ...saved, 'content-length': String(body.length) };

const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
