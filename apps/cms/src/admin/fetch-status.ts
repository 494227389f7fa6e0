/**
 * The HTTP status of a failed call of the admin's fetch client (`useFetchClient`), which throws a
 * FetchError carrying it; undefined when the call never reached the CMS (offline, blocked).
 */
export function fetchStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'FetchError') return undefined;
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

type FailureKind = 'offline' | 'sessionExpired' | 'forbidden' | 'failed';

/**
 * What to tell staff when a call to the CMS failed, as the message ids `<area>.<kind>` of
 * translations.ts: never reached (offline), signed out (401), refused (403) or failed (its
 * status). An answer whose status is in `explained` and that carries a message says itself what
 * happened and what to do, in the admin's language, so it is shown as it is.
 */
export function callFailure<Area extends string>(
  area: Area,
  error: unknown,
  explained: readonly number[],
): { id: `${Area}.${FailureKind}`; values?: Record<string, number>; serverMessage?: string } {
  const status = fetchStatus(error);
  if (status === undefined) return { id: `${area}.offline` };
  const serverMessage = (error as { response?: { data?: { error?: { message?: unknown } } } })
    .response?.data?.error?.message;
  if (explained.includes(status) && typeof serverMessage === 'string' && serverMessage !== '') {
    return { id: `${area}.failed`, serverMessage };
  }
  if (status === 401) return { id: `${area}.sessionExpired` };
  if (status === 403) return { id: `${area}.forbidden` };
  return { id: `${area}.failed`, values: { status } };
}
