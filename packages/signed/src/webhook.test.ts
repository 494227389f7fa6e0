import { describe, expect, it } from 'vitest';
import { MAX_AGE_SECONDS, SeenIds, SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhook';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const BODY = JSON.stringify({ event: 'entry.publish', uid: 'api::blog.blog' });
const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('signed webhook calls', () => {
  it('accepts a call signed now, once', () => {
    const seen = new SeenIds();
    const header = signWebhook(SECRET, BODY, NOW);
    expect(verifyWebhook(SECRET, header, BODY, seen, NOW + 1_000).ok).toBe(true);
    // The same call again (an attacker replaying a captured request) is refused.
    expect(verifyWebhook(SECRET, header, BODY, seen, NOW + 2_000)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    // Another call is another id.
    expect(verifyWebhook(SECRET, signWebhook(SECRET, BODY, NOW), BODY, seen, NOW).ok).toBe(true);
  });

  it('refuses a call older or newer than the allowed age, even rightly signed', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    const late = NOW + (MAX_AGE_SECONDS + 1) * 1000;
    expect(verifyWebhook(SECRET, header, BODY, new SeenIds(), late)).toEqual({
      ok: false,
      reason: 'stale',
    });
    const early = NOW - (MAX_AGE_SECONDS + 1) * 1000;
    expect(verifyWebhook(SECRET, header, BODY, new SeenIds(), early).ok).toBe(false);
  });

  it('accepts a call exactly the allowed age old, and a header with spaces around it', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    const atLimit = NOW + MAX_AGE_SECONDS * 1000;
    expect(verifyWebhook(SECRET, header, BODY, new SeenIds(), atLimit).ok).toBe(true);
    expect(verifyWebhook(SECRET, ` ${header}\n`, BODY, new SeenIds(), NOW).ok).toBe(true);
  });

  it('refuses another secret, another body, a changed time or id, and malformed headers', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    const check = (h: string | null, body = BODY, secret = SECRET) =>
      verifyWebhook(secret, h, body, new SeenIds(), NOW);
    expect(check(header, BODY, `${SECRET}x`)).toEqual({ ok: false, reason: 'mismatch' });
    expect(check(header, BODY.replace('blog', 'page'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(check(header.replace(/t=(\d+)/, (_, t) => `t=${Number(t) + 1}`))).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    // Another first character of the id (a fixed '0' would be the same id one time in 16).
    const otherId = header.replace(/id=(.)/, (_, c) => `id=${c === '0' ? '1' : '0'}`);
    expect(check(otherId)).toEqual({ ok: false, reason: 'mismatch' });
    for (const bad of [
      `Bearer ${SECRET}`,
      't=1,v1=00',
      `${header},extra=1`,
      `x${header}`,
      `${header.slice(0, -1)}`,
      'v1=x',
    ]) {
      expect(check(bad), bad).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(check('')).toEqual({ ok: false, reason: 'missing' });
    expect(check(null)).toEqual({ ok: false, reason: 'missing' });
  });

  it('forgets ids once their signatures are stale anyway (memory stays bounded)', () => {
    const seen = new SeenIds();
    for (let i = 0; i < 1000; i++) seen.claim(`id-${i}`, NOW);
    expect(seen.claim('id-0', NOW + 1_000)).toBe(false);
    const later = NOW + 2 * MAX_AGE_SECONDS * 1000 + 1;
    expect(seen.claim('fresh', later)).toBe(true);
    expect(seen.claim('id-0', later)).toBe(true);
  });

  it('refuses a replay up to the last moment the signature is fresh, however early it came first', () => {
    const header = signWebhook(SECRET, BODY, NOW);
    const seen = new SeenIds();
    const age = MAX_AGE_SECONDS * 1000;
    // First seen as early as a clock behind allows, replayed as late as one ahead allows.
    expect(verifyWebhook(SECRET, header, BODY, seen, NOW - age).ok).toBe(true);
    expect(verifyWebhook(SECRET, header, BODY, seen, NOW + age)).toEqual({
      ok: false,
      reason: 'replayed',
    });
  });
});

describe('the signature header', () => {
  it('is a lower-case header name, as Node lists incoming headers, that fetch can send', () => {
    expect(SIGNATURE_HEADER).toBe(SIGNATURE_HEADER.toLowerCase());
    expect(new Headers([[SIGNATURE_HEADER, 'v']]).get(SIGNATURE_HEADER)).toBe('v');
  });
});
