// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, runsOnLoad } from './compile-hints';

const chunk = (name: string, facadeModuleId: string | null, isEntry = false) => ({
  name,
  isEntry,
  facadeModuleId,
});

describe('which chunks a load runs', () => {
  const initial = ['framework', 'app'];
  it('the entry, the chunks every page needs, and route modules', () => {
    expect(runsOnLoad(chunk('entry.client', '/w/app/entry.client.tsx', true), initial)).toBe(true);
    expect(runsOnLoad(chunk('framework', null), initial)).toBe(true);
    expect(runsOnLoad(chunk('app', null), initial)).toBe(true);
    expect(runsOnLoad(chunk('root', '/w/app/root.tsx'), initial)).toBe(true);
    expect(runsOnLoad(chunk('page', '/w/app/routes/page.tsx?client-route=1'), initial)).toBe(true);
    expect(
      runsOnLoad(chunk('blog-list-route', '/w/app/features/blog/blog-list-route.tsx'), initial),
    ).toBe(true);
  });
  it('not code loaded on demand', () => {
    const panel = chunk('mobile-menu-panel', '/w/app/components/layout/mobile-menu-panel.tsx');
    expect(runsOnLoad(panel, initial)).toBe(false);
    expect(runsOnLoad(chunk('web-vitals', null), initial)).toBe(false);
    expect(runsOnLoad(chunk('en', '/w/packages/i18n/dist/en.js'), initial)).toBe(false);
    // A file outside the app whose name merely ends like a route module.
    expect(runsOnLoad(chunk('x-route', '/w/lib/x-route.ts'), initial)).toBe(false);
  });
});

// A real build: the entry imports a route module and a panel on demand, both using a shared
// module, so Vite writes its preload map at the top of the entry; gzip copies are made after.
describe('a build with compile hints', () => {
  let dir = '';
  const files: Record<string, string> = {};
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(dir, 'app', 'routes'), { recursive: true });
    const write = (file: string, code: string) => writeFileSync(path.join(dir, file), code);
    write('app/shared.js', 'export const twice = (n) => n * 2;\n');
    write(
      'app/routes/home.js',
      "import { twice } from '../shared.js';\nexport default () => twice(2);\n",
    );
    write(
      'app/panel.js',
      "import { twice } from './shared.js';\nexport const open = () => twice(3);\n",
    );
    write(
      'app/entry.js',
      "document.body.onclick = () => import('./panel.js').then((m) => m.open());\n" +
        "import('./routes/home.js').then((m) => console.log(m.default()));\n",
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints([]), compression({ algorithms: ['gzip'], logLevel: 'silent' })],
      build: {
        outDir: 'out',
        rollupOptions: { input: path.join(dir, 'app', 'entry.js') },
      },
    });
    const assets = path.join(dir, 'out', 'assets');
    for (const file of readdirSync(assets)) {
      const bytes = readFileSync(path.join(assets, file));
      const name = file.replace(/-[\w-]{8}\.js(\.gz)?$/, (_, gz) => (gz ? '.gz' : ''));
      files[name] = (gz(file) ? gunzipSync(bytes) : bytes).toString();
    }
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gz = (file: string) => file.endsWith('.gz');

  it('puts the hint on the first line of the entry, above the preload map, and of route modules', () => {
    expect(files.entry?.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(files.entry).toContain('__vite__mapDeps');
    expect(files.home?.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });
  it('leaves code loaded on demand without it', () => {
    expect(files.panel).toBeDefined();
    expect(files.panel).not.toContain(COMPILE_HINT);
  });
  it('has the precompressed copies made from the hinted code', () => {
    expect(files['entry.gz']?.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(files['entry.gz']).toBe(files.entry);
  });
});
