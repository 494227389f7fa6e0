import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import {
  useDocumentRBAC,
  useFetchClient,
  useNotification,
  useQueryParams,
} from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { exportFileName, mayExport } from '../../api/contact-submission/lib/export-columns';
import {
  exportQueryFromList,
  exportSearchParams,
} from '../../api/contact-submission/lib/export-filters';
import { CONTACT_UID } from '../../api/contact-submission/lib/types';
import { ADMIN_TRANSLATIONS } from '../translations';
import { dispositionFileName, saveBlob } from './download';
import { exportFailure } from './failure';
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

  /** Our admin text in the user's language; English is the fallback, as for Strapi's own. */
  const say = (
    id: keyof (typeof ADMIN_TRANSLATIONS)['en'],
    values?: Record<string, string | number>,
  ) => formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values);

  async function download() {
    const accepted = exportQueryFromList({ filters: query.filters, _q: query._q });
    if (!accepted.ok) {
      toggleNotification({
        type: 'warning',
        message: say('contactExport.unsupportedFilter', {
          filters: refusedLabels(accepted.refused),
          allowed: allowedLabels(),
        }),
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
      const { id, values } = exportFailure(error);
      toggleNotification({ type: 'danger', message: say(id, values) });
    } finally {
      setBusy(false);
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
      {say('contactExport.button')}
    </Button>
  );
}
