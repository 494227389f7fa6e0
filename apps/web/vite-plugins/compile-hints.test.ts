// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

// A real build: the entry imports a page and a panel on demand, both using a shared module (a
// chunk of its own), so Vite writes its preload map at the top of the entry; gzip copies follow.
describe('a build with compile hints', () => {
  let dir = '';
  const files: Record<string, string> = {};
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    const write = (file: string, code: string) => writeFileSync(path.join(dir, file), code);
    write('shared.js', 'export const twice = (n) => n * 2;\n');
    write('home.js', "import { twice } from './shared.js';\nexport default () => twice(2);\n");
    write(
      'panel.js',
      "import { twice } from './shared.js';\nexport const open = () => twice(3);\n",
    );
    write(
      'entry.js',
      "document.body.onclick = () => import('./panel.js').then((m) => m.open());\n" +
        "import('./home.js').then((m) => console.log(m.default()));\n",
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints(), compression({ algorithms: ['gzip'], logLevel: 'silent' })],
      build: {
        outDir: 'out',
        sourcemap: true,
        rollupOptions: { input: path.join(dir, 'entry.js') },
      },
    });
    const assets = path.join(dir, 'out', 'assets');
    for (const file of readdirSync(assets)) {
      const bytes = readFileSync(path.join(assets, file));
      const gzipped = file.endsWith('.gz');
      const name = file.replace(/-[\w-]{8}\.js(\.gz|\.map)?$/, (_, suffix = '') => suffix);
      files[name] = (gzipped ? gunzipSync(bytes) : bytes).toString();
    }
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of every chunk, the entry’s above its preload map', () => {
    for (const name of ['entry', 'home', 'panel', 'shared']) {
      expect(files[name]?.startsWith(`${COMPILE_HINT}\n`), name).toBe(true);
    }
    expect(files.entry).toContain('__vite__mapDeps');
  });
  it('has the precompressed copies made from the hinted code', () => {
    expect(files['entry.gz']?.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(files['entry.gz']).toBe(files.entry);
  });
  it('moves each source map down with the code: its last mapped line is the last line of code', () => {
    for (const name of ['entry', 'home', 'panel', 'shared']) {
      const mapped = (JSON.parse(files[`${name}.map`] ?? '{}').mappings as string).split(';');
      // The code's lines, the source map comment after them excluded.
      const codeLines = (files[name] ?? '').split('\n').slice(0, -1);
      expect(mapped.length, name).toBe(codeLines.length);
      expect(mapped.at(-1), name).not.toBe('');
    }
  });
});
