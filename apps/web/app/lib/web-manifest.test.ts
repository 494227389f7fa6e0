import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSiteSetting } from '../../test/mocks/factories';
import { manifestPath, webManifest } from './web-manifest';

/** A PNG's width and height, from its header (IHDR). */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public', file));
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('webManifest', () => {
  it("names the app after the site settings and opens the language's home page", () => {
    const setting = buildSiteSetting({ siteName: 'Brilla' });
    expect(webManifest('en', setting)).toEqual({
      id: '/en/inicio',
      name: 'Brilla',
      short_name: 'Brilla',
      description: 'Agencia oficial de TikTok LIVE.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/en/inicio',
      scope: '/',
      display: 'standalone',
      background_color: '#FFFFFF',
      theme_color: '#7D1ED2',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    expect(webManifest('es', setting)).toMatchObject({ id: '/inicio', start_url: '/inicio' });
  });

  it("falls back to the brand and the dictionary's description without settings", () => {
    expect(webManifest('es', null)).toMatchObject({
      name: 'Brilla Talent',
      description: expect.stringMatching(/^Agencia/),
    });
    expect(webManifest('en', null).description).toMatch(/agency/i);
    // Settings without a default SEO block: the dictionary's description too.
    expect(webManifest('es', buildSiteSetting({ defaultSeo: null })).description).toBe(
      webManifest('es', null).description,
    );
  });

  it('lists icons that exist at the sizes it says, one of them maskable', () => {
    const { icons } = webManifest('es', null);
    for (const icon of icons) {
      const [width, height] = pngSize(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('lives at one address per language', () => {
    expect([manifestPath('es'), manifestPath('en')]).toEqual([
      '/manifest.webmanifest',
      '/en/manifest.webmanifest',
    ]);
  });
});
