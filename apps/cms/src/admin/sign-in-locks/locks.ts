import { fetchStatus } from '../fetch-status';

/** A lockout as GET /sign-in-locks lists it (src/lib/admin/sign-in-locks.ts). */
export type Lock = { id: string; kind: 'ip' | 'email' | 'device'; subject: string; until: string };

type Failure = {
  id:
    | 'signInLocks.sessionExpired'
    | 'signInLocks.forbidden'
    | 'signInLocks.gone'
    | 'signInLocks.failed'
    | 'signInLocks.offline';
  values?: Record<string, number>;
};

/** Whole minutes until `until` (an ISO time), at least 1 while it lasts. */
export function minutesLeft(until: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));
}

/** What to tell staff when listing or lifting failed: what happened and what to do. */
export function lockFailure(error: unknown): Failure {
  const status = fetchStatus(error);
  if (status === undefined) return { id: 'signInLocks.offline' };
  if (status === 401) return { id: 'signInLocks.sessionExpired' };
  if (status === 403) return { id: 'signInLocks.forbidden' };
  if (status === 404) return { id: 'signInLocks.gone' };
  return { id: 'signInLocks.failed', values: { status } };
}
