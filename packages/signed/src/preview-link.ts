import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CMS admin's preview links to the site (`/api/preview?…`): signed for one entry, one
 * language and one version, and short-lived, so a link read in an access log or a browser's
 * history is soon useless and never opens anything else. The secret itself (PREVIEW_SECRET,
 * shared by CMS and web) never travels.
 */
export const PREVIEW_LINK_SECONDS = 15 * 60;

export type PreviewTarget = { type: string; documentId: string; locale: string; status: string };

// Stryker disable next-line StringLiteral: labels the MAC for other uses of the secret; none exist
const LABEL = 'preview';

const mac = (secret: string, target: PreviewTarget, expires: number) =>
  createHmac('sha256', secret)
    .update(
      [LABEL, target.type, target.documentId, target.locale, target.status, expires].join('|'),
    )
    .digest('hex');

/** The query parameters of a link to `target`, valid for PREVIEW_LINK_SECONDS from now. */
export function signPreviewLink(
  secret: string,
  target: PreviewTarget,
  nowMs = Date.now(),
): Record<string, string> {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_LINK_SECONDS;
  return {
    ...target,
    expires: String(expires),
    signature: mac(secret, target, expires),
  };
}

export type PreviewLinkCheck = { ok: true } | { ok: false; reason: 'signature' | 'expired' };

/** Whether `expires` and `signature` were signed for `target` with `secret`, and still hold. */
export function verifyPreviewLink(
  secret: string,
  target: PreviewTarget,
  expires: string | null,
  signature: string | null,
  nowMs = Date.now(),
): PreviewLinkCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature))
    return { ok: false, reason: 'signature' };
  const until = Number(expires);
  const expected = Buffer.from(mac(secret, target, until), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'signature' };
  const now = nowMs / 1000;
  // Expired, or valid for longer than any link the CMS makes (a clock far off, or a forgery).
  if (now > until || until - now > PREVIEW_LINK_SECONDS + 60)
    return { ok: false, reason: 'expired' };
  return { ok: true };
}
