import { describe, expect, it } from 'vitest';
import { currentRequestId, REQUEST_ID_HEADER, requestIdOf, withRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a safe id the web or the proxy sent', () => {
    expect(REQUEST_ID_HEADER).toBe('X-Request-Id');
    for (const id of ['a', 'web-1.req_42', 'x'.repeat(128), 'ABC-xyz.09_']) {
      expect(requestIdOf(id)).toBe(id);
    }
  });

  it('makes a new one for a missing, empty, long or unsafe id', () => {
    const made = ['', 'x'.repeat(129), 'a b', 'a\nb', 'ok;rm', 'x/y', 'é'].map(requestIdOf);
    for (const id of [requestIdOf(undefined), ...made]) expect(id).toMatch(UUID);
    expect(requestIdOf('a\nb')).not.toBe(requestIdOf('a\nb'));
    expect(requestIdOf('safe\n')).toMatch(UUID);
    expect(requestIdOf('\nsafe')).toMatch(UUID);
  });

  it('is the id of the request being handled, through its awaits', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await withRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('req-1');
    expect(currentRequestId()).toBeUndefined();
  });
});
