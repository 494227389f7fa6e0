import { Box, Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCHEDULABLE } from '../../api/scheduled-change/lib/rules';
import { ADMIN_TRANSLATIONS } from '../translations';
import {
  colombiaInputToIso,
  nextHourInput,
  type ScheduledChange,
  scheduleFailure,
  shownTime,
} from './schedule';

const ENDPOINT = '/scheduled-changes';
const PUBLISH = 'plugin::content-manager.explorer.publish';
type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];
type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** What Strapi gives an edit view's side panel (content-manager's PanelComponentProps). */
export type PanelProps = {
  model: string;
  documentId?: string;
  document?: { locale?: string | null } | undefined;
};

/**
 * The edit view's "Programación" panel (registered in app.ts) for pages, posts, banners and
 * testimonials: when this language of the entry is published or unpublished, set by staff who
 * may publish it, read by the others (src/api/scheduled-change/, docs/decisions/020).
 */
export function SchedulePanel({ model, documentId, document }: PanelProps) {
  const { formatMessage } = useIntl();
  const say: Say = useCallback(
    (id, values) => formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values),
    [formatMessage],
  );
  if (!SCHEDULABLE.has(model) || !documentId) return null;
  return {
    title: say('schedule.title'),
    content: (
      <Schedule
        key={`${documentId}:${document?.locale ?? 'es'}`}
        model={model}
        documentId={documentId}
        locale={document?.locale ?? 'es'}
        say={say}
      />
    ),
  };
}

function Schedule({
  model,
  documentId,
  locale,
  say,
}: {
  model: string;
  documentId: string;
  locale: string;
  say: Say;
}) {
  const { get, put, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const {
    isLoading,
    allowedActions: { canPublish },
  } = useRBAC({ publish: [{ action: PUBLISH, subject: model }] });
  const [changes, setChanges] = useState<ScheduledChange[]>([]);

  const load = useCallback(async () => {
    try {
      const { data } = (await get(ENDPOINT, {
        params: { contentType: model, entryId: documentId },
      })) as {
        data: { data: ScheduledChange[] };
      };
      setChanges(data.data.filter((change) => change.entryLocale === locale));
    } catch {
      // Nothing shown is better than a wrong state; saving says what went wrong.
      setChanges([]);
    }
  }, [get, model, documentId, locale]);

  useEffect(() => {
    void load();
  }, [load]);

  const tell = (error: unknown) => {
    const { id, values, serverMessage } = scheduleFailure(error);
    toggleNotification({ type: 'warning', message: serverMessage ?? say(id, values) });
  };

  async function schedule(change: ScheduledChange['change'], runAt: string) {
    try {
      const { data } = (await put(ENDPOINT, {
        contentType: model,
        entryId: documentId,
        entryLocale: locale,
        change,
        runAt,
      })) as { data: { data: ScheduledChange } };
      toggleNotification({
        type: 'success',
        message: say('schedule.saved', { time: shownTime(data.data.runAt) }),
      });
    } catch (error) {
      tell(error);
    } finally {
      await load();
    }
  }

  async function cancel(change: ScheduledChange) {
    try {
      await del(`${ENDPOINT}/${change.id}`);
      toggleNotification({ type: 'success', message: say('schedule.cancelled') });
    } catch (error) {
      tell(error);
    } finally {
      await load();
    }
  }

  if (isLoading) return null;
  const shown = (['publish', 'unpublish'] as const).map((kind) => ({
    kind,
    scheduled: changes.find((change) => change.change === kind),
  }));
  if (!canPublish && changes.length === 0) {
    return <Typography variant="pi">{say('schedule.readOnly')}</Typography>;
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      {canPublish ? <Typography variant="pi">{say('schedule.intro')}</Typography> : null}
      {shown.map(({ kind, scheduled }) =>
        scheduled ? (
          <Scheduled
            key={kind}
            change={scheduled}
            canCancel={canPublish === true}
            onCancel={() => void cancel(scheduled)}
            say={say}
          />
        ) : canPublish ? (
          <ScheduleForm
            key={kind}
            kind={kind}
            onSchedule={(runAt) => schedule(kind, runAt)}
            say={say}
          />
        ) : null,
      )}
    </Flex>
  );
}

function Scheduled({
  change,
  canCancel,
  onCancel,
  say,
}: {
  change: ScheduledChange;
  canCancel: boolean;
  onCancel: () => void;
  say: Say;
}) {
  const failed = change.failure !== null;
  return (
    <Box
      padding={3}
      hasRadius
      background={failed ? 'danger100' : 'primary100'}
      borderColor={failed ? 'danger200' : 'primary200'}
    >
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography variant="omega" role={failed ? 'alert' : undefined}>
          {failed
            ? change.failure
            : say(`schedule.${change.change}.when`, {
                time: shownTime(change.runAt),
                who: change.requestedBy || '—',
              })}
        </Typography>
        {canCancel ? (
          <Button
            variant={failed ? 'tertiary' : 'danger-light'}
            size="S"
            onClick={onCancel}
            aria-label={failed ? undefined : say(`schedule.${change.change}.cancel`)}
          >
            {failed ? say('schedule.dismiss') : say('schedule.cancel')}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

function ScheduleForm({
  kind,
  onSchedule,
  say,
}: {
  kind: ScheduledChange['change'];
  onSchedule: (runAt: string) => Promise<void>;
  say: Say;
}) {
  const [value, setValue] = useState(() => nextHourInput(Date.now()));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  // Not a <form>: the panel sits inside the edit view's own form.
  async function submit() {
    const runAt = colombiaInputToIso(value);
    if (runAt === null) {
      setError(say('schedule.incomplete'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await onSchedule(runAt);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Field.Root name={`schedule-${kind}`} error={error} hint={say('schedule.hint')}>
        <Field.Label>{say(`schedule.${kind}.label`)}</Field.Label>
        <TextInput
          type="datetime-local"
          step={60}
          value={value}
          onChange={(event: { target: { value: string } }) => setValue(event.target.value)}
          // Enter schedules, rather than saving the entry through the edit view's form.
          onKeyDown={(event: { key: string; preventDefault: () => void }) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void submit();
          }}
        />
        <Field.Hint />
        <Field.Error />
      </Field.Root>
      <Button
        type="button"
        variant="secondary"
        size="S"
        loading={saving}
        aria-label={say(`schedule.${kind}.button`)}
        onClick={() => void submit()}
      >
        {say('schedule.button')}
      </Button>
    </Flex>
  );
}
