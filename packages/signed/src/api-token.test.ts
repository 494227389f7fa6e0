import { describe, expect, it } from 'vitest';
import { API_TOKEN_MIN, DEVELOPMENT_API_TOKEN, resolveApiToken } from './api-token';

const long = 'x'.repeat(API_TOKEN_MIN);

describe('the CMS API token', () => {
  it('outside production, takes any value given, and the shared development value without one', () => {
    expect(resolveApiToken(undefined, false)).toEqual({ token: DEVELOPMENT_API_TOKEN });
    expect(resolveApiToken('short', false)).toEqual({ token: 'short' });
    // Sent as `Authorization: Bearer <token>`: it must be a token HTTP carries as it is.
    expect(DEVELOPMENT_API_TOKEN).toMatch(/^[\w-]{32,}$/);
  });

  it(`in production, needs a value of at least ${API_TOKEN_MIN} characters`, () => {
    expect(resolveApiToken(undefined, true)).toEqual({ problem: 'is not set' });
    expect(resolveApiToken('', true)).toEqual({ problem: 'is too short or the development value' });
    expect(resolveApiToken(long.slice(1), true)).toEqual({
      problem: 'is too short or the development value',
    });
    expect(resolveApiToken(long, true)).toEqual({ token: long });
  });

  it('in production, refuses the development value, long as it is', () => {
    expect(resolveApiToken(DEVELOPMENT_API_TOKEN, true)).toEqual({
      problem: 'is too short or the development value',
    });
  });
});
