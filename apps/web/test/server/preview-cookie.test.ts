// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_MAX_AGE_SECONDS,
  previewClearCookie,
  previewCookieValue,
  previewSetCookie,
  signPreview,
  verifyPreview,
} from '../../server/preview';

const SECRET = 's'.repeat(40);

describe('the signed preview cookie', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('reads back the version it was signed with', () => {
    expect(verifyPreview(signPreview({ status: 'draft', now }, SECRET), SECRET, now)).toEqual({
      status: 'draft',
    });
    expect(verifyPreview(signPreview({ status: 'published', now }, SECRET), SECRET, now)).toEqual({
      status: 'published',
    });
  });

  it('is no preview when changed, unsigned, signed with another secret or expired', () => {
    const value = signPreview({ status: 'draft', now }, SECRET);
    const [payload = '', signature = ''] = value.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = Buffer.from(JSON.stringify({ status: 'draft', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    for (const tampered of [
      `${payload}.${flipped}`,
      `${forged}.${signature}`,
      payload,
      `${payload}.`,
      `${payload}.${signature}.x`,
      '',
      'draft',
    ]) {
      expect(verifyPreview(tampered, SECRET, now), tampered).toBeNull();
    }
    expect(verifyPreview(value, 't'.repeat(40), now)).toBeNull();
    expect(verifyPreview(value, null, now)).toBeNull();
    expect(verifyPreview(value, SECRET, now + PREVIEW_MAX_AGE_SECONDS * 1000)).toBeNull();
    expect(verifyPreview(value, SECRET, now + PREVIEW_MAX_AGE_SECONDS * 1000 - 1000)).toEqual({
      status: 'draft',
    });
  });

  it('is found among other cookies', () => {
    expect(previewCookieValue('lang=en; brilla_preview=abc.def; x=1')).toBe('abc.def');
    expect(previewCookieValue('lang=en')).toBeNull();
    expect(previewCookieValue(undefined)).toBeNull();
  });

  it('is HttpOnly everywhere; SameSite=None, Secure and Partitioned over HTTPS, Lax over HTTP', () => {
    expect(previewSetCookie('v', { secure: true })).toBe(
      `brilla_preview=v; Path=/; Max-Age=${PREVIEW_MAX_AGE_SECONDS}; HttpOnly; SameSite=None; Secure; Partitioned`,
    );
    expect(previewSetCookie('v', { secure: false })).toBe(
      `brilla_preview=v; Path=/; Max-Age=${PREVIEW_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`,
    );
    expect(previewClearCookie({ secure: true })).toMatch(
      /^brilla_preview=; Path=\/; Max-Age=0; .*; HttpOnly; SameSite=None; Secure; Partitioned$/,
    );
  });
});
