import net from 'node:net';

export type FakeRedis = {
  url: string;
  /** The names (CLIENT SETNAME) of the connections that said QUIT, in order. */
  quits: string[];
  /** Every command received, as its words. */
  commands: string[][];
  close: () => Promise<void>;
};

/** One command (`*N` then N bulk strings) at the start of `buffer`, or null if incomplete. */
function parseCommand(buffer: Buffer): { words: string[]; length: number } | null {
  let at = 0;
  const line = () => {
    const end = buffer.indexOf('\r\n', at);
    if (end === -1) return null;
    const text = buffer.toString('utf8', at, end);
    at = end + 2;
    return text;
  };
  const head = line();
  if (head === null) return null;
  const words: string[] = [];
  for (let count = Number(head.slice(1)); count > 0; count--) {
    const size = line();
    if (size === null) return null;
    const bytes = Number(size.slice(1));
    if (buffer.length < at + bytes + 2) return null;
    words.push(buffer.toString('utf8', at, at + bytes));
    at += bytes + 2;
  }
  return { words, length: at };
}

const bulk = (text: string) => `$${Buffer.byteLength(text)}\r\n${text}\r\n`;

function reply([name = '', ...args]: string[]): string {
  switch (name.toUpperCase()) {
    // RESP2 only: ioredis then speaks RESP2, which this fake answers.
    case 'HELLO':
      return '-NOPROTO this server speaks RESP2 only\r\n';
    case 'INFO':
      return bulk('redis_version:7.0.0\r\nloading:0\r\n');
    case 'SUBSCRIBE':
      return args
        .map((channel, i) => `*3\r\n${bulk('subscribe')}${bulk(channel)}:${i + 1}\r\n`)
        .join('');
    default:
      return '+OK\r\n';
  }
}

/**
 * Just enough of a Redis server, on a free loopback port, to accept a subscriber and tell
 * whether it was closed with QUIT (an exiting process's connection simply drops).
 */
export async function startFakeRedis(): Promise<FakeRedis> {
  const quits: string[] = [];
  const commands: string[][] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let name = '';
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let command = parseCommand(buffer); command; command = parseCommand(buffer)) {
        buffer = buffer.subarray(command.length);
        const { words } = command;
        commands.push(words);
        const [verb = '', sub = '', value = ''] = words.map((word, i) =>
          i < 2 ? word.toUpperCase() : word,
        );
        if (verb === 'CLIENT' && sub === 'SETNAME') name = value;
        socket.write(reply(words));
        if (verb === 'QUIT') {
          quits.push(name);
          socket.end();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    quits,
    commands,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
