// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { cmsReader } from '~/lib/cms.server';
import { contentVersion } from '~/lib/cms-cache.server';
import { expectConsoleErrors } from '../../../test/console';
import { visitorContext } from '../../../test/load-context';
import { CMS_URL, cms } from '../../../test/mocks/cms';
import { buildBlog, paragraph } from '../../../test/mocks/factories';
import { server } from '../../../test/mocks/server';
import { blogRouteData, latestBlogSlug, loadBlog } from './load-blog.server';

const reader = cmsReader(null);
const request = (path: string) => new Request(`http://localhost${path}`);

/** What a loader threw (a redirect Response or a 404 `data`), for the test to read. */
async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

/** Makes the light "is there an English version" read fail, and only it. */
function failEnglishCheck() {
  server.use(
    http.get(`${CMS_URL}/api/blogs`, ({ request: call }) => {
      const url = new URL(call.url);
      if (url.searchParams.get('fields[0]') !== 'slug') return undefined;
      return HttpResponse.json({ error: { status: 500 } }, { status: 500 });
    }),
  );
}

describe('loadBlog', () => {
  it('reads a Spanish post with its reading time and the recent posts, saying it has no English version', async () => {
    const words = Array.from({ length: 450 }, (_, at) => `palabra${at}`).join(' ');
    const post = buildBlog({ slug: 'mi-post', content: [paragraph(words)] });
    const others = [1, 2, 3, 4, 5].map((day) =>
      buildBlog({ slug: `otro-${day}`, publishedDate: `2026-01-0${day}` }),
    );
    cms.blogs.es = [post, ...others];
    const load = await loadBlog(request('/blogs/mi-post'), reader, 'es', 'mi-post');
    expect(load).toMatchObject({
      slug: 'mi-post',
      failed: false,
      spanishOnly: true,
      fallback: false,
      readingMinutes: 3,
      blog: { title: post.title },
    });
    if (load.failed) throw new Error('the post failed to load');
    // The sidebar's four newest posts, newest first, with only what it shows of each.
    expect(load.recent.map((item) => item.post.slug)).toEqual([
      'mi-post',
      'otro-5',
      'otro-4',
      'otro-3',
    ]);
    expect(load.recent[1]).toEqual({
      post: {
        documentId: others[4]?.documentId,
        slug: 'otro-5',
        title: others[4]?.title,
        publishedDate: '2026-01-05',
      },
      fallback: false,
    });
  });

  it('advertises the English version of a Spanish post only when there is one', async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia' })];
    cms.blogs.en = [buildBlog({ slug: 'guia', locale: 'en', title: 'Guide' })];
    const spanish = await loadBlog(request('/blogs/guia'), reader, 'es', 'guia');
    expect(spanish).toMatchObject({ spanishOnly: false, fallback: false });
    const english = await loadBlog(request('/en/blogs/guia'), reader, 'en', 'guia');
    expect(english).toMatchObject({
      spanishOnly: false,
      fallback: false,
      blog: { title: 'Guide' },
    });
  });

  it('shows the Spanish post on an English URL while there is no English one', async () => {
    cms.blogs.es = [buildBlog({ slug: 'solo', title: 'Solo en español' })];
    const load = await loadBlog(request('/en/blogs/solo'), reader, 'en', 'solo');
    expect(load).toMatchObject({
      spanishOnly: true,
      fallback: true,
      blog: { title: 'Solo en español' },
    });
  });

  it('keeps the English link when the check for it fails: a missing link is worse than a 404 later', async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia' })];
    failEnglishCheck();
    const load = await loadBlog(request('/blogs/guia'), reader, 'es', 'guia');
    expect(load).toMatchObject({ failed: false, spanishOnly: false });
  });

  it('on an English URL takes the Spanish fallback as the answer, whatever the English check says', async () => {
    cms.blogs.es = [buildBlog({ slug: 'solo' })];
    failEnglishCheck();
    const load = await loadBlog(request('/en/blogs/solo'), reader, 'en', 'solo');
    expect(load).toMatchObject({ failed: false, spanishOnly: true, fallback: true });
  });

  it("reads the other posts of the post's category, and none for a post without one", async () => {
    const tips = { name: 'Consejos', slug: 'tips' };
    cms.blogs.es = [
      buildBlog({ slug: 'guia', publishedDate: '2026-01-01', category: tips }),
      buildBlog({ slug: 'otra', publishedDate: '2026-01-02', category: tips }),
      buildBlog({ slug: 'suelta', publishedDate: '2026-01-03' }),
    ];
    const related = async (slug: string) => {
      const load = await loadBlog(request(`/blogs/${slug}`), reader, 'es', slug);
      return load.failed ? null : load.related.map((post) => post.slug);
    };
    expect(await related('guia')).toEqual(['otra']);
    expect(await related('suelta')).toEqual([]);
  });

  it('shows the post without related posts when they fail to load', async () => {
    const tips = { name: 'Consejos', slug: 'tips' };
    cms.blogs.es = [
      buildBlog({ slug: 'otra', category: tips }),
      buildBlog({ slug: 'guia', category: tips }),
    ];
    server.use(
      http.get(`${CMS_URL}/api/blogs`, ({ request: call }) => {
        const url = new URL(call.url);
        if (!url.searchParams.has('filters[category][slug][$eq]')) return undefined;
        return HttpResponse.json({ error: { status: 500 } }, { status: 500 });
      }),
    );
    const load = await loadBlog(request('/blogs/otra'), reader, 'es', 'otra');
    expect(load).toMatchObject({ failed: false, related: [] });
  });

  it('shows the post without a sidebar when the recent posts fail to load', async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia' })];
    server.use(
      http.get(`${CMS_URL}/api/blogs`, ({ request: call }) => {
        const url = new URL(call.url);
        if (url.searchParams.get('pagination[pageSize]') !== '4') return undefined;
        return HttpResponse.json({ error: { status: 500 } }, { status: 500 });
      }),
    );
    const load = await loadBlog(request('/blogs/guia'), reader, 'es', 'guia');
    expect(load).toMatchObject({ failed: false, recent: [] });
  });

  it('redirects a document id to the post’s address for good (301), in the page’s language', async () => {
    const post = buildBlog({ slug: 'por-id', documentId: 'abc123doc' });
    cms.blogs.es = [post];
    const answer = (await thrown(
      loadBlog(request('/blogs/abc123doc'), reader, 'es', 'abc123doc'),
    )) as Response;
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/blogs/por-id');
    // An English URL with the id of a post that is only Spanish goes to its English address.
    const english = (await thrown(
      loadBlog(request('/en/blogs/abc123doc'), reader, 'en', 'abc123doc'),
    )) as Response;
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe('/en/blogs/por-id');
  });

  it('finds a Spanish-only post by its id on an English URL whatever language the CMS gives by default', async () => {
    cms.defaultLocale = 'en';
    cms.blogs.es = [buildBlog({ slug: 'por-id', documentId: 'abc123doc' })];
    const english = (await thrown(
      loadBlog(request('/en/blogs/abc123doc'), reader, 'en', 'abc123doc'),
    )) as Response;
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe('/en/blogs/por-id');
  });

  it('answers 404 for a slug no post has, and for one no slug can be even if the CMS had it', async () => {
    const missing = await thrown(loadBlog(request('/blogs/nada'), reader, 'es', 'nada'));
    expect(missing).toMatchObject({ data: { kind: 'blog' }, init: { status: 404 } });
    const impossible = ['-empieza-con-guion', 'con espacio', `a${'b'.repeat(150)}`, 'ñandú'];
    cms.blogs.es = impossible.map((slug) => buildBlog({ slug }));
    for (const id of [...impossible, '']) {
      const answer = await thrown(loadBlog(request('/blogs/x'), reader, 'es', id));
      expect(answer, id).toMatchObject({ data: { kind: 'blog' }, init: { status: 404 } });
    }
    // 150 characters, digits, underscores and hyphens are still a slug.
    const longest = `A${'b'.repeat(146)}_1-`;
    cms.blogs.es = [buildBlog({ slug: longest })];
    expect(await loadBlog(request('/blogs/x'), reader, 'es', longest)).toMatchObject({
      failed: false,
      slug: longest,
    });
  });

  it('says the post failed (the page offers a retry) when the CMS does not answer', async () => {
    cms.down = true;
    const logged = expectConsoleErrors();
    const load = await loadBlog(request('/blogs/guia'), reader, 'es', 'guia');
    expect(load).toEqual({ slug: 'guia', failed: true, spanishOnly: false });
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[web\] .+ \(blog guia\)$/);
  });
});

describe('latestBlogSlug', () => {
  it('is the newest post’s slug, or null without posts', async () => {
    expect(await latestBlogSlug(reader, 'es')).toBeNull();
    cms.blogs.es = [
      buildBlog({ slug: 'vieja', publishedDate: '2025-01-01' }),
      buildBlog({ slug: 'nueva', publishedDate: '2026-01-01' }),
    ];
    expect(await latestBlogSlug(reader, 'es')).toBe('nueva');
  });
});

describe('blogRouteData', () => {
  it('carries the text as a stand-in on a document request, and whole on a data request', async () => {
    const post = buildBlog({ slug: 'guia' });
    cms.blogs.es = [post];
    const load = await loadBlog(request('/blogs/guia'), reader, 'es', 'guia');
    const kept = new Map<string, unknown>();
    const document = blogRouteData(visitorContext({ kept }), load);
    expect(document).toMatchObject({
      slug: 'guia',
      content: { kept: 'blog-content' },
      contentVersion: contentVersion(),
      complete: true,
    });
    expect(document).not.toHaveProperty('blog.content');
    expect(kept.get('blog-content')).toEqual(post.content);
    const navigation = blogRouteData(visitorContext(), load);
    expect(navigation).toMatchObject({ content: post.content, complete: true });
  });

  it('marks a failed load as not whole, so the browser does not keep it', () => {
    const data = blogRouteData(visitorContext(), { slug: 'x', failed: true, spanishOnly: false });
    expect(data).toEqual({
      slug: 'x',
      failed: true,
      spanishOnly: false,
      contentVersion: contentVersion(),
      complete: false,
    });
  });
});
