import { describe, expect, it } from 'vitest';
import { lockFailure, minutesLeft } from './locks';

describe('the sign-in locks page', () => {
  it('says how many whole minutes are left, at least one', () => {
    const now = Date.UTC(2026, 10, 27, 5, 0, 0);
    expect(minutesLeft('2026-11-27T05:15:00.000Z', now)).toBe(15);
    expect(minutesLeft('2026-11-27T05:00:20.000Z', now)).toBe(1);
    expect(minutesLeft('2026-11-27T05:01:01.000Z', now)).toBe(2);
    expect(minutesLeft('2026-11-27T04:59:00.000Z', now)).toBe(1);
  });

  it('tells apart a lost session, a role without the right, a lock already over, a CMS error and no connection', () => {
    const answered = (status: number) =>
      Object.assign(new Error('x'), { name: 'FetchError', status });
    expect(lockFailure(answered(401))).toEqual({ id: 'signInLocks.sessionExpired' });
    expect(lockFailure(answered(403))).toEqual({ id: 'signInLocks.forbidden' });
    expect(lockFailure(answered(404))).toEqual({ id: 'signInLocks.gone' });
    expect(lockFailure(answered(500))).toEqual({
      id: 'signInLocks.failed',
      values: { status: 500 },
    });
    expect(lockFailure({ status: 401 })).toEqual({ id: 'signInLocks.offline' });
    expect(lockFailure(new TypeError('Failed to fetch'))).toEqual({ id: 'signInLocks.offline' });
    expect(lockFailure(null)).toEqual({ id: 'signInLocks.offline' });
  });
});
