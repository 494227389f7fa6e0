import { appendFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.mjs';

/**
 * A message the sink received, parsed by mailparser (bodies decoded from base64 or
 * quoted-printable, header lines unfolded).
 * @typedef {object} ReceivedMail
 * @property {string} from the envelope sender
 * @property {string[]} to the envelope recipients
 * @property {string} raw the message as sent (RFC 5322)
 * @property {string[]} headers its header lines as `Name: value`, folded lines joined
 * @property {string} subject
 * @property {string} text the plain-text body ('' when there is none)
 * @property {string} html the HTML body ('' when there is none)
 * @property {string} receivedAt ISO time
 */

/**
 * @typedef {object} MailSink
 * @property {number} port
 * @property {ReceivedMail[]} received every message so far, oldest first
 * @property {() => Promise<void>} start listens again on the same port (after `stop`)
 * @property {() => Promise<void>} stop closes the server: an SMTP outage, or the end
 */

/**
 * Parses a raw message into a ReceivedMail.
 * @param {string} raw
 * @param {{ from?: string, to?: string[] }} [envelope]
 * @returns {Promise<ReceivedMail>}
 */
async function parseMail(raw, { from = '', to = [] } = {}) {
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
 * @param {{ port?: number, file?: string }} [options]
 * @returns {Promise<MailSink>}
 */
export async function startMailSink({ port, file } = {}) {
  const chosen = port ?? (await freePort());
  /** @type {ReceivedMail[]} */
  const received = [];
  /** @type {SMTPServer | null} */
  let server = null;

  async function start() {
    const current = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        /** @type {Buffer[]} */
        const chunks = [];
        stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
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
