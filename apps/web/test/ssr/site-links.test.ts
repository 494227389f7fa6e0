// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../console';
import { cms } from '../mocks/cms';
import { buildContactBlock, buildHero, buildPage } from '../mocks/factories';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(() => {
  cms.pages.es.push(
    buildPage({
      slug: 'contactanos',
      title: 'Contáctanos',
      blocks: [buildHero(), buildContactBlock()],
    }),
  );
  return purgeAppCache();
});

/**
 * Request paths a browser would read as another site if a link repeated them: "//host",
 * "/\host" and their relatives, in both languages. `render` sends them as given (the URL parser
 * turns "\" into "/" and drops tabs and line breaks, as Node's HTTP server hands them over).
 */
const HOSTILE_PATHS = [
  '//evil.example/x',
  '/\\evil.example',
  '/\\\\evil.example/x',
  '///evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/en//evil.example/x',
  '/en/\\evil.example',
  '//contactanos',
  '//evil.example/contactanos',
];

/** Every link and form target of a page, read the way a browser on the site reads them. */
function targets(html: string): Array<{ raw: string; url: URL }> {
  return [...html.matchAll(/\s(?:href|action|src|formaction)="([^"]*)"/g)].map((match) => {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&');
    return { raw, url: new URL(raw, 'https://brilla.test/inicio') };
  });
}

function expectOnlyOnSiteLinksFromThePath(html: string): void {
  const found = targets(html);
  expect(found.length).toBeGreaterThan(0);
  for (const { raw, url } of found) {
    expect(url.hostname, raw).not.toBe('evil.example');
    // A path-only link must start with exactly one "/" and hold no "\".
    if (raw.startsWith('/')) expect(raw, raw).toMatch(/^\/(?![/\\])[^\\]*$/);
  }
}

describe('links built from the request path', () => {
  it.each(HOSTILE_PATHS)(
    'stay on the site for %j (language switcher, menus, form)',
    async (path) => {
      const response = await render(path);
      expect([200, 404]).toContain(response.status);
      const html = await response.text();
      expectOnlyOnSiteLinksFromThePath(html);
      // The switcher still links the same (cleaned) page in both languages.
      expect(html).toMatch(/hrefLang="en"|hreflang="en"/i);
    },
  );

  it.each(HOSTILE_PATHS)('stay on the site on the 503 page for %j (retry link)', async (path) => {
    expectConsoleErrors();
    cms.down = true;
    const response = await render(path);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(/Reintentar|Retry/);
    expectOnlyOnSiteLinksFromThePath(html);
  });

  it('keeps the retry link to the same page and query', async () => {
    expectConsoleErrors();
    cms.down = true;
    const html = await (await render('/nosotros?x=1')).text();
    expect(html).toContain('href="/nosotros?x=1"');
  });
});
