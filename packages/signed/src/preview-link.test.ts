import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_SECONDS, signPreviewLink, verifyPreviewLink } from './preview-link';

const SECRET = 'preview-secret-of-at-least-thirty-two-chars';
const TARGET = { type: 'blog', documentId: 'abc123', locale: 'es', status: 'draft' };
const NOW = Date.parse('2026-11-27T10:00:00Z');

const check = (link: Record<string, string>, target = TARGET, nowMs = NOW, secret = SECRET) =>
  verifyPreviewLink(secret, target, link.expires ?? null, link.signature ?? null, nowMs);

describe('preview links', () => {
  it('carry the entry, an expiry and a signature, never the secret', () => {
    const link = signPreviewLink(SECRET, TARGET, NOW);
    expect(Object.keys(link).sort()).toEqual(
      ['documentId', 'expires', 'locale', 'signature', 'status', 'type'].sort(),
    );
    expect(JSON.stringify(link)).not.toContain(SECRET);
    expect(Number(link.expires)).toBe(NOW / 1000 + PREVIEW_LINK_SECONDS);
    expect(check(link)).toEqual({ ok: true });
  });

  it('open only the entry, language and version they were made for', () => {
    const link = signPreviewLink(SECRET, TARGET, NOW);
    for (const other of [
      { ...TARGET, documentId: 'abc124' },
      { ...TARGET, type: 'page' },
      { ...TARGET, locale: 'en' },
      { ...TARGET, status: 'published' },
    ]) {
      expect(check(link, other), JSON.stringify(other)).toEqual({ ok: false, reason: 'signature' });
    }
    expect(check(link, TARGET, NOW, `${SECRET}x`)).toEqual({ ok: false, reason: 'signature' });
    // The fields are signed apart: moving text from one to the next makes another link.
    const shifted = { ...TARGET, type: 'blo', documentId: 'gabc123' };
    expect(check(link, shifted)).toEqual({ ok: false, reason: 'signature' });
  });

  it('expire after 15 minutes, and a later expiry cannot be written in', () => {
    const link = signPreviewLink(SECRET, TARGET, NOW);
    expect(check(link, TARGET, NOW + PREVIEW_LINK_SECONDS * 1000).ok).toBe(true);
    expect(check(link, TARGET, NOW + PREVIEW_LINK_SECONDS * 1000 + 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const later = { ...link, expires: String(Number(link.expires) + 3600) };
    expect(check(later)).toEqual({ ok: false, reason: 'signature' });
    // A link made by a clock far ahead is refused too; one a minute ahead still opens.
    const ahead = signPreviewLink(SECRET, TARGET, NOW + 3_600_000);
    expect(check(ahead)).toEqual({ ok: false, reason: 'expired' });
    expect(check(signPreviewLink(SECRET, TARGET, NOW + 60_000))).toEqual({ ok: true });
    expect(check(signPreviewLink(SECRET, TARGET, NOW + 61_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse missing and malformed expiries and signatures', () => {
    const link = signPreviewLink(SECRET, TARGET, NOW);
    for (const broken of [
      { ...link, signature: '' },
      { ...link, signature: link.signature?.toUpperCase() ?? '' },
      { ...link, signature: `${link.signature}0` },
      { ...link, expires: '' },
      { ...link, expires: '1e9' },
      { ...link, expires: '-1' },
      // The signed number, written otherwise.
      { ...link, expires: `${link.expires}.0` },
      { ...link, expires: ` ${link.expires}` },
      { ...link, expires: `${link.expires} ` },
    ]) {
      expect(check(broken), JSON.stringify(broken)).toEqual({ ok: false, reason: 'signature' });
    }
  });
});
