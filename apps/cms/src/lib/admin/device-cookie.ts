import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { emailKey } from './login-guard';

/**
 * A browser where a member of staff has signed in (OWASP's "device cookie"): the lockouts that
 * anyone can cause by failing on purpose (five failures for an e-mail from anywhere, twenty from
 * one shared address) do not apply to it; its own failures are counted apart. Value:
 * `<e-mail key>.<id>.<HMAC>` under a key derived from the admin's JWT secret, so it cannot be
 * made up, and it speaks for one e-mail only.
 */
export const DEVICE_COOKIE = 'brilla_admin_device';
export const DEVICE_COOKIE_DAYS = 180;

export type Device = { id: string };

const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export function deviceKey(adminSecret: string): Buffer {
  return createHmac('sha256', adminSecret).update('brilla admin device cookie').digest();
}

/** A new cookie value for `email`. */
export function issueDevice(key: Buffer, email: string): string | null {
  const owner = emailKey(email);
  if (!owner) return null;
  const body = `${owner}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${mac(key, body)}`;
}

/** The device the cookie names, when it is genuine and issued for `email`; null otherwise. */
export function trustedDevice(
  key: Buffer,
  value: string | undefined,
  email: string | null,
): Device | null {
  const owner = emailKey(email);
  if (!value || !owner || value.length > 200) return null;
  const [cookieOwner, id, given, ...rest] = value.split('.');
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an empty owner part is also refused by `cookieOwner !== owner` (an e-mail's key is never empty).
  if (!cookieOwner || !id || !given || rest.length > 0 || cookieOwner !== owner) return null;
  const expected = Buffer.from(mac(key, `${cookieOwner}.${id}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { id };
}
