import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pngBomb } from '../../tests/helpers/images';
import { mediaKind, servedPath } from './uploads';

const dir = mkdtempSync(path.join(os.tmpdir(), 'brilla-uploads-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

describe('upload content check', () => {
  it('knows images and PDF by their bytes', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer();
    const image = { kind: 'image', megapixels: 16 / 1_000_000 };
    expect(await mediaKind(file('a.png', png))).toEqual(image);
    expect(await mediaKind(file('renamed.html', png))).toEqual(image);
    expect(await mediaKind(file('doc.pdf', '%PDF-1.7\n%âãÏÓ\n'))).toEqual({ kind: 'pdf' });
  });

  it('counts the megapixels an image decodes to from its header, past sharp’s own ceiling', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await mediaKind(file('bomb.png', bomb))).toEqual({ kind: 'image', megapixels: 400 });
  });

  it('refuses HTML, script and SVG, whatever the file is called', async () => {
    expect(await mediaKind(file('x.png', '<html><script>alert(1)</script></html>'))).toBeNull();
    expect(await mediaKind(file('x.js', 'alert(document.cookie)'))).toBeNull();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await mediaKind(file('x.svg', svg))).toBeNull();
    expect(await mediaKind(file('empty.jpg', ''))).toBeNull();
  });

  it('resolves served paths the way the static server does', () => {
    expect(servedPath('/uploads/a.html')).toBe('/uploads/a.html');
    expect(servedPath('//uploads/a.html')).toBe('/uploads/a.html');
    expect(servedPath('/x/../uploads/a.html')).toBe('/uploads/a.html');
    expect(servedPath('/%75ploads/a.html')).toBe('/uploads/a.html');
    expect(servedPath('/admin')).toBe('/admin');
  });
});
