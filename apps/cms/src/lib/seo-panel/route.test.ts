import { afterEach, describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../tests/helpers/fake-strapi';
import { registerSeoPanelRoute } from './route';

type Route = {
  method: string;
  path: string;
  config: unknown;
  info: unknown;
  handler: (ctx: unknown) => Promise<unknown>;
};
type Registered = { type: string; prefix: string; routes: Route[] };

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

function seoPanel() {
  const registered: Registered[] = [];
  registerSeoPanelRoute(
    fakeStrapi({
      server: { routes: (routes: Registered) => registered.push(routes) },
      contentTypes: {
        'api::page.page': {
          attributes: { seo: { type: 'component', component: 'shared.seo' } },
        },
      },
    }),
  );
  const answer = async () => {
    const headers: Record<string, string> = {};
    const ctx = {
      status: 404,
      body: undefined as unknown,
      set: (name: string, value: string) => {
        headers[name] = value;
      },
    };
    await registered[0]?.routes[0]?.handler(ctx);
    return { headers, body: ctx.body };
  };
  return { registered, answer };
}

describe('GET /seo-panel', () => {
  it('is an admin route for any signed-in staff', () => {
    const { registered } = seoPanel();
    expect(
      registered.map(({ type, prefix, routes }) => ({
        type,
        prefix,
        routes: routes.map(({ method, path, config, info }) => ({ method, path, config, info })),
      })),
    ).toEqual([
      {
        type: 'admin',
        prefix: '/seo-panel',
        routes: [
          {
            method: 'GET',
            path: '/',
            config: { policies: ['admin::isAuthenticatedAdmin'] },
            info: { type: 'admin' },
          },
        ],
      },
    ]);
  });

  it("answers the site's origin and the types with SEO, never cached", async () => {
    process.env.SITE_URL = 'https://brilla.example/es/inicio';
    expect(await seoPanel().answer()).toEqual({
      headers: { 'Cache-Control': 'no-store' },
      body: { siteUrl: 'https://brilla.example', fields: { 'api::page.page': 'seo' } },
    });
    process.env.SITE_URL = 'http://localhost:3000';
    expect((await seoPanel().answer()).body).toMatchObject({ siteUrl: 'http://localhost:3000' });
  });

  it('answers no origin while SITE_URL is not set', async () => {
    delete process.env.SITE_URL;
    expect((await seoPanel().answer()).body).toEqual({
      siteUrl: null,
      fields: { 'api::page.page': 'seo' },
    });
  });

  it('refuses a SITE_URL that is not a web address', async () => {
    process.env.SITE_URL = 'ftp://brilla.example';
    await expect(seoPanel().answer()).rejects.toThrow(/SITE_URL/);
  });
});
