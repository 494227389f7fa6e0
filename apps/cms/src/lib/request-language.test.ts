import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { requestLanguage } from './request-language';

const serving = (context: unknown) =>
  requestLanguage(fakeStrapi({ requestContext: { get: () => context } }));
const staff = (preferedLanguage?: string | null) => ({
  request: { headers: { 'accept-language': 'en' } },
  state: { auth: { strategy: { name: 'admin' } }, user: { preferedLanguage } },
});

describe('language of an admin request', () => {
  it("is the signed-in admin's own, whatever the browser sends", () => {
    expect(serving(staff('en'))).toBe('en');
    expect(serving(staff('es'))).toBe('es');
  });

  it('is Spanish for staff who never chose, or chose another', () => {
    expect(serving(staff(null))).toBe('es');
    expect(serving(staff('fr'))).toBe('es');
    expect(serving({ ...staff(), state: { auth: { strategy: { name: 'admin' } } } })).toBe('es');
  });

  it("is the browser's on the sign-in pages and for API tokens", () => {
    const english = { request: { headers: { 'accept-language': 'en-US,en;q=0.9' } } };
    expect(serving(english)).toBe('en');
    expect(serving({ ...english, state: { auth: { strategy: { name: 'api-token' } } } })).toBe(
      'en',
    );
    expect(serving({ ...english, state: { auth: {} } })).toBe('en');
    expect(serving({ ...english, state: {} })).toBe('en');
  });

  it('is Spanish outside a request or without the header', () => {
    expect(serving(undefined)).toBe('es');
    expect(serving({})).toBe('es');
    expect(serving({ request: {} })).toBe('es');
  });
});
