import { fetchStatus } from '../fetch-status';
import type { ADMIN_TRANSLATIONS } from '../translations';

type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];

/** An address the endpoint would take: something@something, no spaces, commas or brackets. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@,<>]+@[^\s@,<>]+$/.test(value) && value.length <= 254;
}

/**
 * What to tell staff when an erasure failed. The endpoint's 400 and 403 explain themselves in the
 * admin's language (which address, which role to ask), so their message is shown as is; the rest
 * by status.
 */
export function erasureFailure(error: unknown): {
  id: MessageId;
  values?: Record<string, number>;
  serverMessage?: string;
} {
  const status = fetchStatus(error);
  if (status === undefined) return { id: 'contactErasure.offline' };
  const serverMessage = (error as { response?: { data?: { error?: { message?: unknown } } } })
    .response?.data?.error?.message;
  if ((status === 400 || status === 403) && typeof serverMessage === 'string') {
    return { id: 'contactErasure.failed', serverMessage };
  }
  if (status === 401) return { id: 'contactErasure.sessionExpired' };
  if (status === 403) return { id: 'contactErasure.forbidden' };
  return { id: 'contactErasure.failed', values: { status } };
}
