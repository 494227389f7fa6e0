import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceKey, issueDevice, trustedDevice } from './device-cookie';
import { emailKey } from './login-guard';

const key = deviceKey('the admin JWT secret');

/** A cookie value as the CMS would sign it, with parts of the test's choosing. */
function signed(owner: string, id: string, macKey = key): string {
  const body = `${owner}.${id}`;
  return `${body}.${createHmac('sha256', macKey).update(body).digest('base64url')}`;
}

describe('admin device cookie', () => {
  it('is named as the sign-in page sends it back', () => {
    expect(DEVICE_COOKIE).toBe('brilla_admin_device');
  });

  it('derives its key from the admin secret, apart from the secret itself', () => {
    expect(key).toEqual(
      createHmac('sha256', 'the admin JWT secret').update('brilla admin device cookie').digest(),
    );
    expect(deviceKey('another secret').equals(key)).toBe(false);
  });

  it('issues a value naming the e-mail, a random id and their HMAC', () => {
    const value = issueDevice(key, ' Ana@Example.com ') ?? '';
    const [owner, id, mac, ...rest] = value.split('.');
    expect(owner).toBe(emailKey('ana@example.com'));
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(rest).toEqual([]);
    expect(value).toBe(signed(owner ?? '', id ?? ''));
    expect(mac).toHaveLength(43);
    expect(issueDevice(key, 'ana@example.com')).not.toBe(value);
  });

  it('issues nothing without an e-mail', () => {
    expect(issueDevice(key, '  ')).toBeNull();
  });

  it('trusts the value it issued, for that e-mail in any letter case', () => {
    const value = issueDevice(key, 'ana@example.com') ?? '';
    const id = value.split('.')[1];
    expect(trustedDevice(key, value, 'ANA@example.com ')).toEqual({ id });
  });

  it('trusts no value for another e-mail, none without an e-mail or a value', () => {
    const value = issueDevice(key, 'ana@example.com') ?? '';
    expect(trustedDevice(key, value, 'bo@example.com')).toBeNull();
    expect(trustedDevice(key, value, null)).toBeNull();
    expect(trustedDevice(key, undefined, 'ana@example.com')).toBeNull();
    expect(trustedDevice(key, '', 'ana@example.com')).toBeNull();
  });

  it('trusts no value signed under another key, or altered', () => {
    const owner = emailKey('ana@example.com') ?? '';
    expect(trustedDevice(key, signed(owner, 'abc', deviceKey('other')), 'ana@example.com')).toBe(
      null,
    );
    const genuine = signed(owner, 'abc');
    expect(trustedDevice(key, genuine, 'ana@example.com')).toEqual({ id: 'abc' });
    expect(trustedDevice(key, genuine.replace('.abc.', '.abd.'), 'ana@example.com')).toBeNull();
    // Same length, one character changed; then a MAC cut short (no equal-length comparison).
    const last = genuine.at(-1) === 'A' ? 'B' : 'A';
    expect(trustedDevice(key, `${genuine.slice(0, -1)}${last}`, 'ana@example.com')).toBeNull();
    expect(trustedDevice(key, genuine.slice(0, -1), 'ana@example.com')).toBeNull();
  });

  it('trusts no value with a part missing or one too many', () => {
    const owner = emailKey('ana@example.com') ?? '';
    const genuine = signed(owner, 'abc');
    const mac = genuine.split('.')[2];
    expect(trustedDevice(key, `.abc.${mac}`, 'ana@example.com')).toBeNull();
    expect(trustedDevice(key, `${owner}..${mac}`, 'ana@example.com')).toBeNull();
    expect(trustedDevice(key, `${owner}.abc.`, 'ana@example.com')).toBeNull();
    expect(trustedDevice(key, `${owner}.abc`, 'ana@example.com')).toBeNull();
    expect(trustedDevice(key, `${genuine}.extra`, 'ana@example.com')).toBeNull();
  });

  it('reads a value of up to 200 characters, and none longer', () => {
    const owner = emailKey('ana@example.com') ?? '';
    // 32 (owner) + 1 + id + 1 + 43 (MAC): an id of 123 makes 200 characters.
    const longest = signed(owner, 'i'.repeat(123));
    expect(longest).toHaveLength(200);
    expect(trustedDevice(key, longest, 'ana@example.com')).toEqual({ id: 'i'.repeat(123) });
    expect(trustedDevice(key, signed(owner, 'i'.repeat(124)), 'ana@example.com')).toBeNull();
  });
});
