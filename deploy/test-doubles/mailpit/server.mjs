// Mailpit's contract as the compose suite uses it: SMTP (no auth, no TLS) on 1025; on 8025
// GET /livez, GET /api/v1/messages (newest first), GET /api/v1/message/<ID>, DELETE
// /api/v1/messages. Messages are kept in memory.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const messages = [];
const address = (a) => ({ Address: a?.address ?? '', Name: a?.name ?? '' });
const list = (field) =>
  field ? (Array.isArray(field) ? field : [field]).flatMap((f) => f.value) : [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        messages.unshift({
          ID: randomUUID(),
          From: address(mail.from?.value[0]),
          To: list(mail.to).map(address),
          Subject: mail.subject ?? '',
          Created: new Date().toISOString(),
          Text: mail.text ?? '',
          HTML: typeof mail.html === 'string' ? mail.html : '',
        });
        done();
      })
      .catch(done);
  },
}).listen(1025, '0.0.0.0');

const summary = ({ Text, HTML, ...rest }) => rest;
createServer((req, res) => {
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const url = new URL(req.url ?? '/', 'http://mailpit');
  if (url.pathname === '/livez') return send(200, { status: 'ok' });
  if (url.pathname === '/api/v1/messages' && req.method === 'GET') {
    return send(200, { total: messages.length, messages: messages.map(summary) });
  }
  if (url.pathname === '/api/v1/messages' && req.method === 'DELETE') {
    messages.length = 0;
    return send(200, 'ok');
  }
  const one = /^\/api\/v1\/message\/([\w-]+)$/.exec(url.pathname);
  const found = one && messages.find((m) => m.ID === one[1]);
  if (found) return send(200, found);
  return send(404, { error: 'not found' });
}).listen(8025, '0.0.0.0');
console.log('mailpit stand-in: SMTP on 1025, API on 8025');
