import { appendFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.ts';

/**
 * A message the sink received, parsed by mailparser (bodies decoded from base64 or
 * quoted-printable, header lines unfolded).
 */
export type ReceivedMail = {
  /** the envelope sender */
  from: string;
  /** the envelope recipients */
  to: string[];
  /** the message as sent (RFC 5322) */
  raw: string;
  /** its header lines as `Name: value`, folded lines joined */
  headers: string[];
  subject: string;
  /** the plain-text body ('' when there is none) */
  text: string;
  /** the HTML body ('' when there is none) */
  html: string;
  /** ISO time */
  receivedAt: string;
};

export type MailSink = {
  port: number;
  /** every message so far, oldest first */
  received: ReceivedMail[];
  /** listens again on the same port (after `stop`) */
  start: () => Promise<void>;
  /** closes the server: an SMTP outage, or the end */
  stop: () => Promise<void>;
};

/**
 * Parses a raw message into a ReceivedMail.
 */
async function parseMail(
  raw: string,
  { from = '', to = [] }: { from?: string; to?: string[] } = {},
): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  return {
    from,
    to,
    raw,
    headers: parsed.headerLines.map(({ line }) => line.replace(/\r?\n[ \t]+/g, ' ')),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    receivedAt: new Date().toISOString(),
  };
}

/**
 * A real SMTP server (smtp-server, no auth, no TLS) on 127.0.0.1 that keeps every message,
 * parsed, in `received` and, with `file`, appends it as a JSON line there (for readers in other
 * processes). The port is free unless given; `stop` and `start` take it down and up again.
 */
export async function startMailSink({
  port,
  file,
}: {
  port?: number;
  file?: string;
} = {}): Promise<MailSink> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  async function start() {
    const current = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          // Kept before the reply: once the sender hears 250, the message is in `received`.
          parseMail(Buffer.concat(chunks).toString('utf8'), envelope).then(
            (mail) => {
              received.push(mail);
              if (file) appendFileSync(file, `${JSON.stringify(mail)}\n`);
              callback();
            },
            (error) => callback(error),
          );
        });
      },
    });
    server = current;
    await new Promise((resolve, reject) => {
      current.once('error', reject);
      current.listen(chosen, '127.0.0.1', () => {
        // A client that drops the connection (a CMS killed mid-message) must not crash the
        // process that hosts the sink.
        current.off('error', reject);
        current.on('error', () => undefined);
        resolve(undefined);
      });
    });
  }

  async function stop() {
    const current = server;
    server = null;
    if (current) await new Promise((resolve) => current.close(() => resolve(undefined)));
  }

  await start();
  return { port: chosen, received, start, stop };
}
