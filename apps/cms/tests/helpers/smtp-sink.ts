import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A local SMTP server that keeps every message; it can be stopped and started on its port. */
export function createSmtpSink(port: number) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    async start(): Promise<void> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      const current = server;
      await new Promise<void>((resolve, reject) => {
        current.once('error', reject);
        current.listen(port, '127.0.0.1', () => {
          // A client that drops the connection (a CMS killed mid-message) must not crash the
          // process that hosts the sink.
          current.off('error', reject);
          current.on('error', () => undefined);
          resolve();
        });
      });
    },
    async stop(): Promise<void> {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
