import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; from: string; raw: string; receivedAt: string };

/** A real SMTP server on loopback that appends each message as a JSON line to `file`. */
export async function startMailSink(port: number, file: string): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
