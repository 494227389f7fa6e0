import { Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCHEDULABLE } from '../../api/scheduled-change/lib/rules';
import { ADMIN_TRANSLATIONS } from '../translations';
import { listLocale, listModel, type ScheduledChange, shortTime } from './schedule';

type Header = { name: string; label: unknown; searchable?: boolean; sortable?: boolean };
type Columns = { displayedHeaders: Header[]; layout: unknown };

/** One list's schedules, fetched once for all its rows and kept a few seconds. */
const KEEP_MS = 5_000;
const lists = new Map<string, { at: number; changes: Promise<ScheduledChange[]> }>();

function useSchedules(model: string): ScheduledChange[] {
  const { get } = useFetchClient();
  const [changes, setChanges] = useState<ScheduledChange[]>([]);
  useEffect(() => {
    let kept = lists.get(model);
    if (!kept || Date.now() - kept.at > KEEP_MS) {
      kept = {
        at: Date.now(),
        changes: (
          get('/scheduled-changes', { params: { contentType: model } }) as Promise<{
            data: { data: ScheduledChange[] };
          }>
        )
          .then(({ data }) => data.data)
          .catch(() => []),
      };
      lists.set(model, kept);
    }
    let live = true;
    void kept.changes.then((found) => live && setChanges(found));
    return () => {
      live = false;
    };
  }, [get, model]);
  return changes;
}

function ScheduleCell({
  model,
  documentId,
  locale,
}: {
  model: string;
  documentId: string;
  locale: string;
}) {
  const { formatMessage } = useIntl();
  const mine = useSchedules(model).filter(
    (change) => change.entryId === documentId && change.entryLocale === locale,
  );
  if (mine.length === 0) return <Typography textColor="neutral500">-</Typography>;
  return (
    <Typography>
      {mine
        .map((change) => {
          const id =
            change.failure !== null
              ? 'schedule.cell.failed'
              : (`schedule.cell.${change.change}` as const);
          return formatMessage(
            { id, defaultMessage: ADMIN_TRANSLATIONS.en[id] },
            { time: shortTime(change.runAt) },
          );
        })
        .join(' · ')}
    </Typography>
  );
}

/**
 * The lists' "Programado" column (the content manager's inject-column hook, app.ts): for pages,
 * posts, banners and testimonials, what is scheduled for each entry in the list's language.
 */
export function addScheduleColumn({ displayedHeaders, layout }: Columns): Columns {
  const model = listModel(window.location.pathname);
  if (model === null || !SCHEDULABLE.has(model)) return { displayedHeaders, layout };
  const locale = listLocale(window.location.search);
  return {
    layout,
    displayedHeaders: [
      ...displayedHeaders,
      {
        name: 'scheduled',
        label: { id: 'schedule.column', defaultMessage: ADMIN_TRANSLATIONS.en['schedule.column'] },
        searchable: false,
        sortable: false,
        attribute: { type: 'custom' },
        cellFormatter: (row: { documentId: string; locale?: string | null }) => (
          <ScheduleCell model={model} documentId={row.documentId} locale={row.locale ?? locale} />
        ),
      } as Header,
    ],
  };
}
