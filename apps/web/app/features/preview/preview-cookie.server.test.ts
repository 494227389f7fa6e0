// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_MAX_AGE_SECONDS,
  previewClearCookie,
  previewCookieValue,
  previewSetCookie,
  signPreview,
  verifyPreview,
} from './preview-cookie.server';

const SECRET = 's'.repeat(40);

describe('the signed preview cookie', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('reads back the version it was signed with, and an id of its own', () => {
    const draft = verifyPreview(signPreview({ status: 'draft', now }, SECRET), SECRET, now);
    expect(draft).toEqual({ status: 'draft', id: expect.stringMatching(/^[\w-]{22}$/) });
    const again = verifyPreview(signPreview({ status: 'draft', now }, SECRET), SECRET, now);
    expect(again?.id).not.toBe(draft?.id);
    expect(verifyPreview(signPreview({ status: 'published', now }, SECRET), SECRET, now)).toEqual({
      status: 'published',
      id: expect.any(String),
    });
  });

  it('is no preview without an id it can be ended by (a cookie signed before ids, or odd ids)', () => {
    const sign = (claims: unknown) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const signature = createHmac(
        'sha256',
        createHmac('sha256', SECRET).update('brilla preview cookie').digest(),
      )
        .update(payload)
        .digest('base64url');
      return `${payload}.${signature}`;
    };
    const exp = now / 1000 + 60;
    expect(verifyPreview(sign({ status: 'draft', exp, id: 'a'.repeat(22) }), SECRET, now)).toEqual({
      status: 'draft',
      id: 'a'.repeat(22),
    });
    for (const id of [
      undefined,
      '',
      'short',
      'a'.repeat(23),
      7,
      'a/'.repeat(11),
      ['a'.repeat(22)],
    ]) {
      expect(verifyPreview(sign({ status: 'draft', exp, id }), SECRET, now), String(id)).toBeNull();
    }
    // Signed claims of another shape grant nothing either.
    const id = 'a'.repeat(22);
    for (const claims of [
      { status: 'archived', exp, id },
      { status: 'draft', id },
      { status: 'draft', exp: String(exp), id },
      { status: 'draft', exp: exp + 0.5, id },
    ]) {
      expect(verifyPreview(sign(claims), SECRET, now), JSON.stringify(claims)).toBeNull();
    }
    for (const claims of [null, 7, 'draft']) {
      expect(verifyPreview(sign(claims), SECRET, now), String(claims)).toBeNull();
    }
    // A signed payload that is no JSON at all is no preview, never an error.
    const [broken = ''] = sign(null).split('.');
    const garbled = `${broken}x`;
    const garbledSignature = createHmac(
      'sha256',
      createHmac('sha256', SECRET).update('brilla preview cookie').digest(),
    )
      .update(garbled)
      .digest('base64url');
    expect(verifyPreview(`${garbled}.${garbledSignature}`, SECRET, now)).toBeNull();
  });

  it('is no preview, never an error, for a signature of another length', () => {
    const [payload = ''] = signPreview({ status: 'draft', now }, SECRET).split('.');
    expect(verifyPreview(`${payload}.short`, SECRET, now)).toBeNull();
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
      id: expect.any(String),
    });
  });

  it('is found among other cookies', () => {
    expect(previewCookieValue('lang=en; brilla_preview=abc.def; x=1')).toBe('abc.def');
    expect(previewCookieValue('brilla_preview=abc=.def=')).toBe('abc=.def=');
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
