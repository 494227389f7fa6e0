// @vitest-environment node

import type { Page } from '@brilla/types';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CMS_URL, cms } from '../../test/mocks/cms';
import { buildMedia, buildPage } from '../../test/mocks/factories';
import { server } from '../../test/mocks/server';
import { CmsError, getPage, getSiteSetting } from './cms.server';
import { resetEnvForTests } from './env.server';

describe('CMS client', () => {
  afterEach(resetEnvForTests);

  it('reads a page by slug and locale', async () => {
    cms.pages.en = [buildPage({ slug: 'nosotros', title: 'About us', locale: 'en' })];
    expect((await getPage('nosotros', 'en'))?.title).toBe('About us');
    expect(await getPage('nosotros', 'es')).toBeNull();
  });

  it("keeps of an upload what the site shows, not Strapi's file bookkeeping", async () => {
    const upload = { ...buildMedia(), hash: 'og_8201e8648c', provider: 'local', size: 80.2 };
    const seo = { ...buildPage().seo, metaTitle: 'Inicio', metaImage: upload };
    cms.pages.es = [buildPage({ seo: seo as Page['seo'] })];
    const metaImage = (await getPage('inicio', 'es'))?.seo?.metaImage;
    expect(metaImage?.url).toBe(upload.url);
    expect(metaImage).not.toHaveProperty('hash');
    expect(metaImage).not.toHaveProperty('provider');
  });

  it('throws a CmsError naming content type, locale and status', async () => {
    server.use(
      http.get(`${CMS_URL}/api/site-setting`, () => new HttpResponse(null, { status: 502 })),
    );
    const error = await getSiteSetting('en').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ contentType: 'site-setting', locale: 'en', status: 502 });
    expect((error as Error).message).toBe('CMS answered HTTP 502 for site-setting (en)');
  });

  it('gives up after CMS_TIMEOUT_MS with a CmsError without status', async () => {
    process.env.CMS_TIMEOUT_MS = '50';
    resetEnvForTests();
    server.use(http.get(`${CMS_URL}/api/pages`, () => new Promise(() => {})));
    await expect(getPage('inicio', 'es')).rejects.toMatchObject({
      name: 'CmsError',
      status: null,
      contentType: 'page',
    });
    delete process.env.CMS_TIMEOUT_MS;
  });

  it('explains a malformed CMS_URL', async () => {
    process.env.CMS_URL = 'cms:1337';
    resetEnvForTests();
    await expect(getPage('inicio', 'es')).rejects.toThrow(
      "CMS_URL is not a URL (got 'cms:1337'); use http://host:port",
    );
    process.env.CMS_URL = CMS_URL;
  });
});
