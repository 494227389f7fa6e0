import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import {
  isFetchError,
  useDocumentRBAC,
  useFetchClient,
  useNotification,
  useQueryParams,
} from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { exportFileName, mayExport } from '../../lib/contact/export-columns';
import { exportQueryFromList, exportSearchParams } from '../../lib/contact/export-filters';
import { CONTACT_UID } from '../../lib/contact/types';
import { dispositionFileName, saveBlob } from './download';
import { allowedLabels, refusedLabels } from './filter-labels';

const ENDPOINT = '/contact-inbox/export.csv';

type ListQuery = { filters?: unknown; _q?: unknown };

/**
 * "Exportar CSV" in the content manager's list of contact messages (injection zone
 * listView.actions, registered in app.ts): downloads the CSV of the list's current filter and
 * search through GET /contact-inbox/export.csv, with the admin's own signed-in fetch. Rendered in
 * every list, so it shows itself only in the contact messages' list, and only to a role the
 * endpoint lets export (read on contact messages and on every exported field).
 */
export function ContactExportButton() {
  const { slug } = useParams<{ slug: string }>();
  return slug === CONTACT_UID ? <ExportButton /> : null;
}

function ExportButton() {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [{ query }] = useQueryParams<ListQuery>();
  const allowed = useDocumentRBAC('ContactExportButton', ({ canRead, canReadFields }) =>
    mayExport(canRead === true, canReadFields),
  );
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const fail = (message: string) => toggleNotification({ type: 'danger', message });

  async function download() {
    const accepted = exportQueryFromList({ filters: query.filters, _q: query._q });
    if (!accepted.ok) {
      toggleNotification({
        type: 'warning',
        message: formatMessage(
          {
            id: 'contactExport.unsupportedFilter',
            defaultMessage:
              'The export does not apply the filter on {filters}. Remove it from the list or filter on {allowed}, and export again.',
          },
          { filters: refusedLabels(accepted.refused), allowed: allowedLabels() },
        ),
      });
      return;
    }
    setBusy(true);
    try {
      const { data, headers } = (await get(ENDPOINT, {
        params: exportSearchParams(accepted),
        responseType: 'blob',
      })) as { data: Blob; headers?: Headers };
      const name =
        dispositionFileName(headers?.get('content-disposition')) ?? exportFileName(new Date());
      saveBlob(data, name);
    } catch (error) {
      fail(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  /** What happened and what to do, by the endpoint's answer. */
  function failureMessage(error: unknown): string {
    if (!isFetchError(error)) {
      return formatMessage({
        id: 'contactExport.offline',
        defaultMessage:
          'Could not reach the CMS to export. Check your internet connection and try again.',
      });
    }
    switch (error.status) {
      case 401:
        return formatMessage({
          id: 'contactExport.sessionExpired',
          defaultMessage:
            'Your session ended and nothing was exported. Sign in again and export again.',
        });
      case 403:
        return formatMessage({
          id: 'contactExport.forbidden',
          defaultMessage:
            'Your role may not export contact messages. Ask an administrator for the Comercial role.',
        });
      case 400:
        return formatMessage({
          id: 'contactExport.refused',
          defaultMessage:
            "The CMS did not accept the list's filter for the export. Remove the filters and export again.",
        });
      default:
        return formatMessage(
          {
            id: 'contactExport.failed',
            defaultMessage:
              'The export failed (CMS error {status}). Try again in a moment; if it keeps failing, tell the site administrator.',
          },
          { status: error.status ?? '?' },
        );
    }
  }

  return (
    <Button
      variant="tertiary"
      size="S"
      startIcon={<Download aria-hidden />}
      loading={busy}
      onClick={download}
    >
      {formatMessage({ id: 'contactExport.button', defaultMessage: 'Export CSV' })}
    </Button>
  );
}
