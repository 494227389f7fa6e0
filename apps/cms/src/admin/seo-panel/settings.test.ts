import { describe, expect, it, vi } from 'vitest';
import { parseSettings, SETTINGS_ENDPOINT, settingsLoader } from './settings';

const ANSWER = {
  siteUrl: 'https://www.brillatalent.com',
  fields: { 'api::page.page': 'seo', 'api::blog.blog': 'seo' },
};

describe('parseSettings', () => {
  it("reads the route's answer", () => {
    expect(parseSettings(ANSWER)).toEqual(ANSWER);
    expect(parseSettings({ siteUrl: null, fields: {} })).toEqual({ siteUrl: null, fields: {} });
  });

  it('drops a trailing slash of the address and fields that are not names', () => {
    expect(
      parseSettings({ siteUrl: 'http://localhost:3000/', fields: { a: 'seo', b: 3 } }),
    ).toEqual({ siteUrl: 'http://localhost:3000', fields: { a: 'seo' } });
  });

  it('gives null for anything else', () => {
    expect(parseSettings(null)).toBeNull();
    expect(parseSettings('<html>')).toBeNull();
    expect(parseSettings({ siteUrl: 3, fields: {} })).toBeNull();
    expect(parseSettings({ siteUrl: null })).toBeNull();
  });
});

describe('settingsLoader', () => {
  it('asks the CMS once for the session', async () => {
    const get = vi.fn(async () => ({ data: ANSWER }));
    const load = settingsLoader(get);
    expect(await load()).toEqual(ANSWER);
    expect(await load()).toEqual(ANSWER);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(SETTINGS_ENDPOINT);
  });

  it('gives null after a failure and asks again next time', async () => {
    const get = vi
      .fn<(url: string) => Promise<{ data: unknown }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ data: ANSWER });
    const load = settingsLoader(get);
    expect(await load()).toBeNull();
    expect(await load()).toEqual(ANSWER);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
