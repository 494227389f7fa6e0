import type { ADMIN_TRANSLATIONS } from '../translations';

type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];
export type ExportFailure = { id: MessageId; values?: Record<string, string | number> };

/**
 * The message for a failed export, by the endpoint's answer: what happened and what to do. The
 * admin's fetch client throws a FetchError carrying the HTTP status; anything else never reached
 * the CMS.
 */
export function exportFailure(error: unknown): ExportFailure {
  const status =
    error instanceof Error && error.name === 'FetchError'
      ? (error as Error & { status?: unknown }).status
      : undefined;
  if (typeof status !== 'number') return { id: 'contactExport.offline' };
  if (status === 401) return { id: 'contactExport.sessionExpired' };
  if (status === 403) return { id: 'contactExport.forbidden' };
  if (status === 400) return { id: 'contactExport.refused' };
  return { id: 'contactExport.failed', values: { status } };
}
