import { fetchStatus } from '../fetch-status';
import type { ADMIN_TRANSLATIONS } from '../translations';

type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];
export type ExportFailure = { id: MessageId; values?: Record<string, string | number> };

/**
 * The message for a failed export, by the endpoint's answer: what happened and what to do.
 */
export function exportFailure(error: unknown): ExportFailure {
  const status = fetchStatus(error);
  if (status === undefined) return { id: 'contactExport.offline' };
  if (status === 401) return { id: 'contactExport.sessionExpired' };
  if (status === 403) return { id: 'contactExport.forbidden' };
  if (status === 400) return { id: 'contactExport.refused' };
  return { id: 'contactExport.failed', values: { status } };
}
