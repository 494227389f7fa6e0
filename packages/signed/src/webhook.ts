import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The CMS's calls to the web (`POST /webhooks/cms`), signed so that a call cannot be replayed:
 * `X-Webhook-Signature: t=<unix seconds>,id=<uuid>,v1=<hex HMAC-SHA256>` over `<t>.<id>.<body>`
 * with the shared CMS_WEBHOOK_SECRET. The web accepts a call within MAX_AGE_SECONDS of `t` and
 * each `id` once; the secret itself never travels.
 */
export const SIGNATURE_HEADER = 'x-webhook-signature';
export const MAX_AGE_SECONDS = 300;

const mac = (secret: string, t: number, id: string, body: string) =>
  createHmac('sha256', secret).update(`${t}.${id}.${body}`).digest('hex');

/** The signature header's value for `body`, sent now. */
export function signWebhook(secret: string, body: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  const id = randomUUID();
  return `t=${t},id=${id},v1=${mac(secret, t, id, body)}`;
}

export type Verdict =
  | { ok: true; id: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' | 'replayed' };

/** Remembers the ids of accepted calls for as long as their signature is fresh. */
export class SeenIds {
  private readonly until = new Map<string, number>();

  /** True the first time `id` is offered (within its lifetime), false after. */
  claim(id: string, nowMs: number): boolean {
    for (const [seen, expiry] of this.until) {
      // Kept through `expiry` itself: a signature is still fresh at exactly MAX_AGE_SECONDS.
      if (expiry >= nowMs) break;
      this.until.delete(seen);
    }
    if (this.until.has(id)) return false;
    this.until.set(id, nowMs + 2 * MAX_AGE_SECONDS * 1000);
    return true;
  }
}

const FORMAT = /^t=(\d{1,12}),id=([0-9a-f-]{36}),v1=([0-9a-f]{64})$/;

/**
 * Whether `header` signs `body` with `secret`, now, for the first time. Constant-time on the
 * signature; a stale or reused signature is refused even when it is right.
 */
export function verifyWebhook(
  secret: string,
  header: string | null,
  body: string,
  seen: SeenIds,
  nowMs = Date.now(),
): Verdict {
  if (!header) return { ok: false, reason: 'missing' };
  const match = FORMAT.exec(header.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  // Stryker disable next-line StringLiteral: FORMAT's three groups always match when it does
  const [, tText = '', id = '', given = ''] = match;
  const t = Number(tText);
  if (Math.abs(nowMs / 1000 - t) > MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(mac(secret, t, id, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
    return { ok: false, reason: 'mismatch' };
  if (!seen.claim(id, nowMs)) return { ok: false, reason: 'replayed' };
  return { ok: true, id };
}
