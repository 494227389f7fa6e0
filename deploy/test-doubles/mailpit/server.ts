// TEST DOUBLE for axllent/mailpit (README.md one folder up); never shipped.
// The part of Mailpit the compose files and the compose suite use:
//   SMTP on 1025: no authentication, no TLS (neither is offered, as Mailpit without settings);
//     every message accepted is kept, in memory (Mailpit's default database is temporary too).
//   HTTP on 8025:
//     GET /livez, GET /readyz                200
//     GET /api/v1/messages[?start=&limit=]   {total, count, start, messages: [summary]}, newest first
//     GET /api/v1/message/{ID|latest}        the message: summary fields plus Text, HTML…
//     DELETE /api/v1/messages                all messages, or those of {"IDs": [...]}
// Field names and shapes follow Mailpit's API v1 (From {Name, Address}, To [{Name, Address}]…).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { type AddressObject, type EmailAddress, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = 1025;
const HTTP_PORT = 8025;
const MAX_MESSAGES = 10_000; // oldest dropped beyond this (a bounded catcher)

if (process.argv.length > 2) {
  console.log(`mailpit stand-in: ignoring options ${process.argv.slice(2).join(' ')}`);
}

type Message = ReturnType<typeof toMessage>;

/** Newest first. */
const messages: Message[] = [];

/** Mailpit's IDs are short random alphanumeric strings. */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = () => Array.from(randomBytes(22), (b) => ALPHANUMERIC[b % 62]).join('');
const address = (a: EmailAddress | undefined) => ({
  Name: a?.name ?? '',
  Address: a?.address ?? '',
});
/** mailparser's AddressObject (or a list of them, one per header) as Mailpit's [{Name, Address}]. */
const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((f) => f.value ?? []).map(address);

function toMessage(raw: Buffer, mail: ParsedMail) {
  const text = mail.text ?? '';
  return {
    ID: newId(),
    MessageID: (mail.messageId ?? '').replace(/^<|>$/g, ''),
    Read: false,
    From: address(mail.from?.value?.[0]),
    To: addresses(mail.to),
    Cc: addresses(mail.cc),
    Bcc: addresses(mail.bcc),
    ReplyTo: addresses(mail.replyTo),
    Subject: mail.subject ?? '',
    Created: new Date().toISOString(),
    Date: (mail.date ?? new Date()).toISOString(),
    Tags: [],
    Size: raw.length,
    Attachments: mail.attachments?.length ?? 0,
    Snippet: text.replace(/\s+/g, ' ').trim().slice(0, 250),
    // Only in the full message.
    Text: text,
    HTML: typeof mail.html === 'string' ? mail.html : '',
  };
}

const summary = ({ Text, HTML, Date: _date, ...rest }: Message) => rest;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', done);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      simpleParser(raw)
        .then((mail) => {
          const message = toMessage(raw, mail);
          messages.unshift(message);
          messages.length = Math.min(messages.length, MAX_MESSAGES);
          console.log(
            `mailpit stand-in: message ${message.ID} from ${session.envelope.mailFrom ? session.envelope.mailFrom.address : ''} to ${session.envelope.rcptTo.map((r) => r.address).join(', ')}: ${message.Subject}`,
          );
          done();
        })
        .catch(done);
    });
  },
});
smtp.on('error', (error: Error) => console.error(`mailpit stand-in: SMTP: ${error.message}`));
smtp.listen(SMTP_PORT, '0.0.0.0');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const http = createServer(async (req, res) => {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const text = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(body);
  };
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://mailpit');
  try {
    if (pathname === '/livez' || pathname === '/readyz') return text(200, 'ok');

    if (pathname === '/api/v1/messages' && req.method === 'GET') {
      const start = Math.max(0, Number(searchParams.get('start')) || 0);
      const limit = Math.max(1, Number(searchParams.get('limit')) || 50);
      const page = messages.slice(start, start + limit).map(summary);
      return json(200, {
        total: messages.length,
        unread: messages.filter((m) => !m.Read).length,
        count: page.length,
        messages_count: messages.length,
        start,
        tags: [],
        messages: page,
      });
    }

    if (pathname === '/api/v1/messages' && req.method === 'DELETE') {
      const body = await readBody(req);
      const ids: string[] = body.trim() ? ((JSON.parse(body) as { IDs?: string[] }).IDs ?? []) : [];
      if (ids.length === 0) messages.length = 0;
      else {
        const remove = new Set(ids);
        const kept = messages.filter((m) => !remove.has(m.ID));
        messages.splice(0, messages.length, ...kept);
      }
      return text(200, 'ok');
    }

    const one = /^\/api\/v1\/message\/([^/]+)$/.exec(pathname);
    if (one && req.method === 'GET') {
      const found = one[1] === 'latest' ? messages[0] : messages.find((m) => m.ID === one[1]);
      if (!found) return text(404, 'message not found');
      found.Read = true;
      const { Created, Snippet, Read, Attachments, ...rest } = found;
      return json(200, { ...rest, Inline: [], Attachments: [] });
    }

    return text(404, '404 page not found');
  } catch (error) {
    return text(400, error instanceof Error ? error.message : String(error));
  }
});
http.listen(HTTP_PORT, '0.0.0.0', () =>
  console.log(`mailpit stand-in: SMTP on ${SMTP_PORT}, HTTP API on ${HTTP_PORT}`),
);

// PID 1 in its container: leave at once on docker stop.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    smtp.close();
    http.close();
    process.exit(0);
  });
}
