import { describe, expect, it } from 'vitest';
import { stripModulePreloads } from './module-preloads.server';

async function run(chunks: string[]): Promise<string> {
  const stream = stripModulePreloads();
  let out = '';
  stream.on('data', (data: Buffer) => {
    out += data.toString();
  });
  const done = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return out;
}

const head =
  '<head><link rel="preload" as="image" href="/a.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-x.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-y.js"/><title>T</title></head>';

describe('stripModulePreloads', () => {
  it('drops every modulepreload link and keeps the rest', async () => {
    expect(await run([head])).toBe(
      '<head><link rel="preload" as="image" href="/a.webp"/><title>T</title></head>',
    );
  });

  it('handles a tag split across chunks, at any point', async () => {
    const expected = await run([head]);
    for (let at = 1; at < head.length; at += 7) {
      expect(await run([head.slice(0, at), head.slice(at)])).toBe(expected);
    }
  });

  it('keeps a multi-byte character split between two buffers', async () => {
    const bytes = Buffer.from('<p>Señal</p>');
    const at = bytes.indexOf(0xc3) + 1;
    const stream = stripModulePreloads();
    let out = '';
    stream.on('data', (data: Buffer) => {
      out += data.toString();
    });
    const done = new Promise((resolve) => stream.on('end', resolve));
    stream.write(bytes.subarray(0, at));
    stream.end(bytes.subarray(at));
    await done;
    expect(out).toBe('<p>Señal</p>');
  });

  it('leaves the module script and other text alone', async () => {
    const body = '<body><p>a < b</p><script type="module">import("/assets/e.js");</script></body>';
    expect(await run([body])).toBe(body);
  });
});
