import { DEVELOPMENT_API_TOKEN } from '@brilla/signed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteTokenKey } from './api-tokens';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("CMS_API_TOKEN (the web's credential)", () => {
  it('stops a production start without a random value of 32 characters, saying what to set', () => {
    vi.stubEnv('NODE_ENV', 'production');
    for (const value of ['', ' ', 'a'.repeat(31), DEVELOPMENT_API_TOKEN]) {
      vi.stubEnv('CMS_API_TOKEN', value);
      expect(siteTokenKey, JSON.stringify(value)).toThrow(
        /^CMS_API_TOKEN (is not set|is too short or the development value); production needs a random value of at least 32 characters .*the same on the CMS and the web\.$/,
      );
    }
    vi.stubEnv('CMS_API_TOKEN', ` ${'b'.repeat(32)} `);
    expect(siteTokenKey()).toBe('b'.repeat(32));
  });

  it("uses development's value outside production when unset, and any value given", () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('CMS_API_TOKEN', '');
    expect(siteTokenKey()).toBe(DEVELOPMENT_API_TOKEN);
    vi.stubEnv('CMS_API_TOKEN', 'short');
    expect(siteTokenKey()).toBe('short');
  });
});
