import { callFailure } from '../fetch-status';

/** An address the endpoint would take: something@something, no spaces, commas or brackets. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@,<>]+@[^\s@,<>]+$/.test(value) && value.length <= 254;
}

/**
 * What to tell staff when an erasure failed. The endpoint's 400 and 403 explain themselves in the
 * admin's language (which address, which role to ask); the rest by status.
 */
export const erasureFailure = (error: unknown) => callFailure('contactErasure', error, [400, 403]);
