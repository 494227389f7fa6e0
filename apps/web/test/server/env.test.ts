// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the Node server
import { parseTrustProxy } from '../../server/env.mjs';

describe('TRUST_PROXY', () => {
  it('reads hop counts as numbers, true/false as booleans, anything else as Express’s list', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('')).toBe('loopback');
  });
});
