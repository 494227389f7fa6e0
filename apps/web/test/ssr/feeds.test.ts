// @vitest-environment node
import Parser from 'rss-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../console';
import { cms } from '../mocks/cms';
import { buildBlog } from '../mocks/factories';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

const parser = new Parser();

async function readFeed(path: string) {
  const response = await render(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  return parser.parseString(await response.text());
}

/** The `<link rel="alternate" type="application/rss+xml">` of a page's head, as href and title. */
async function feedLinkOf(path: string) {
  const html = await (await render(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = head.match(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/)?.[0];
  return (
    tag && { href: tag.match(/href="([^"]*)"/)?.[1], title: tag.match(/title="([^"]*)"/)?.[1] }
  );
}

describe('blog feeds', () => {
  it('carries the Spanish posts in the Spanish feed, at their addresses', async () => {
    cms.blogs.es = [
      buildBlog({ slug: 'guia', title: 'Guía' }),
      buildBlog({ slug: 'otra', title: 'Otra' }),
    ];
    const feed = await readFeed('/blog/feed.xml');
    expect(feed.language).toBe('es');
    expect(feed.items.map((item) => [item.title, item.link])).toEqual([
      ['Guía', 'https://brilla.test/blogs/guia'],
      ['Otra', 'https://brilla.test/blogs/otra'],
    ]);
  });

  it('carries only the posts written in English in the English feed, at their /en addresses', async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia' }), buildBlog({ slug: 'solo-espanol' })];
    cms.blogs.en = [buildBlog({ slug: 'guia', title: 'Getting started', locale: 'en' })];
    const feed = await readFeed('/en/blog/feed.xml');
    expect(feed.language).toBe('en');
    expect(feed.link).toBe('https://brilla.test/en/blog');
    expect(feed.items.map((item) => [item.title, item.link])).toEqual([
      ['Getting started', 'https://brilla.test/en/blogs/guia'],
    ]);
  });

  it('answers 503 with a retry time, kept by no cache, while the CMS cannot be read', async () => {
    const logged = expectConsoleErrors();
    cms.failing.add('/api/blogs');
    const response = await render('/blog/feed.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/blog feed is temporarily unavailable; try again/);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[web\] blog feed: CMS answered HTTP 500/);
  });

  it("names the page language's feed in the head of every blog page", async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia' })];
    cms.blogs.en = [buildBlog({ slug: 'guia', locale: 'en' })];
    const spanish = { href: '/blog/feed.xml', title: 'Artículos del blog (RSS)' };
    const english = { href: '/en/blog/feed.xml', title: 'Blog posts (RSS)' };
    for (const [path, link] of [
      ['/blog', spanish],
      ['/blog2?page=1', spanish],
      ['/blogs/guia', spanish],
      ['/blog-details', spanish],
      ['/en/blog', english],
      ['/en/blogs/guia', english],
      ['/en/blog-details-right', english],
    ] as const) {
      expect(await feedLinkOf(path), path).toEqual(link);
    }
    expect(await feedLinkOf('/inicio')).toBeUndefined();
  });
});
