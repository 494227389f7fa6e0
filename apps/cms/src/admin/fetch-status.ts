/**
 * The HTTP status of a failed call of the admin's fetch client (`useFetchClient`), which throws a
 * FetchError carrying it; undefined when the call never reached the CMS (offline, blocked).
 */
export function fetchStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'FetchError') return undefined;
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
