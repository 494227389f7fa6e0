import { VERSIONED_TYPES } from '@brilla/types';
import {
  Badge,
  Box,
  Button,
  Dialog,
  Divider,
  Flex,
  Modal,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import {
  useDocumentRBAC,
  useFetchClient,
  useNotification,
  useQueryParams,
} from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ADMIN_TRANSLATIONS } from '../translations';
import {
  compare,
  droppedMessages,
  leaveNotice,
  type RestoreAnswer,
  takeNotice,
  type Version,
  type VersionList,
  versionsFailure,
} from './versions';

const ENDPOINT = '/published-versions';

type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];
type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** Our admin text in the user's language; English is the fallback, as for Strapi's own. */
function useSay(): Say {
  const { formatMessage } = useIntl();
  return useCallback(
    (id, values) => formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values),
    [formatMessage],
  );
}

type PanelProps = {
  model: string;
  documentId?: string;
  document?: { locale?: string | null; updatedAt?: string | null } | undefined;
  meta?: { availableStatus?: Array<{ publishedAt?: string | null; updatedAt?: string | null }> };
};

/**
 * "Versiones publicadas", a side panel of the edit view of pages and blog posts (registered in
 * app.ts with the content manager's addEditViewSidePanel): the versions the CMS kept of this
 * entry in the language being edited (docs/decisions/019), each with "Ver" (it beside the current
 * draft) and "Restaurar" (into the draft, after a confirmation; then the form reloads to show it).
 */
export function PublishedVersionsPanel({ model, documentId, document, meta }: PanelProps) {
  const say = useSay();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  if (!VERSIONED_TYPES.includes(model) || !documentId) return null;
  const locale = query.plugins?.i18n?.locale ?? document?.locale ?? 'es';
  // A publish or a save changes these, and the list then shows the new version.
  const refreshKey = [
    document?.updatedAt,
    ...(meta?.availableStatus ?? []).map((status) => status.publishedAt ?? status.updatedAt),
  ].join('|');
  return {
    title: say('publishedVersions.title'),
    content: (
      <VersionsContent
        model={model}
        documentId={documentId}
        locale={locale}
        refreshKey={refreshKey}
      />
    ),
  };
}

type ContentProps = { model: string; documentId: string; locale: string; refreshKey: string };

function VersionsContent({ model, documentId, locale, refreshKey }: ContentProps) {
  const say = useSay();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const canUpdate = useDocumentRBAC(
    'PublishedVersionsPanel',
    ({ canUpdate }) => canUpdate === true,
  );
  const [list, setList] = useState<VersionList | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The message a restore left before reloading the form.
  useEffect(() => {
    const notice = takeNotice(window.sessionStorage, documentId);
    if (!notice) return;
    const extra = droppedMessages(notice.dropped).map(({ id, values }) => say(id, values));
    toggleNotification({
      type: extra.length > 0 ? 'warning' : 'success',
      message: [say('publishedVersions.restored', { time: notice.time }), ...extra].join(' '),
    });
  }, [documentId, say, toggleNotification]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey changes on a publish or a save, and the list is read again then
  useEffect(() => {
    let current = true;
    setFailure(null);
    get<{ data: VersionList }>(ENDPOINT, { params: { contentType: model, documentId, locale } })
      .then(({ data }) => {
        if (current) setList(data.data);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const { id, values, serverMessage } = versionsFailure(error);
        setFailure(serverMessage ?? say(id, values));
      });
    return () => {
      current = false;
    };
  }, [get, model, documentId, locale, refreshKey, say]);

  if (failure) {
    return (
      <Typography tag="p" role="alert" textColor="danger600" variant="pi">
        {failure}
      </Typography>
    );
  }
  if (!list) {
    return (
      <Typography tag="p" variant="pi" textColor="neutral600">
        {say('publishedVersions.loading')}
      </Typography>
    );
  }
  if (list.versions.length === 0) {
    return (
      <Typography tag="p" variant="pi" textColor="neutral600">
        {say('publishedVersions.empty', { language: say(languageId(locale)) })}
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography tag="p" variant="pi" textColor="neutral600">
        {say('publishedVersions.intro', { language: say(languageId(locale)), kept: list.kept })}
      </Typography>
      <Box tag="ol" aria-label={say('publishedVersions.title')}>
        {list.versions.map((version, index) => (
          <Box tag="li" key={version.id}>
            {index > 0 ? <Divider /> : null}
            <Flex direction="column" alignItems="stretch" gap={1} paddingTop={2} paddingBottom={2}>
              <Flex gap={2} wrap="wrap">
                <Typography fontWeight="bold" variant="omega">
                  {version.time}
                </Typography>
                {index === 0 ? <Badge>{say('publishedVersions.latest')}</Badge> : null}
              </Flex>
              <Typography variant="pi" textColor="neutral600">
                {version.publishedBy
                  ? say('publishedVersions.by', { name: version.publishedBy })
                  : say('publishedVersions.automatic')}
              </Typography>
              {version.summary.title ? (
                <Typography variant="pi" ellipsis>
                  «{version.summary.title}»
                </Typography>
              ) : null}
              <Flex gap={2} paddingTop={1}>
                <ViewVersion version={version} draft={list.draft} say={say} />
                {canUpdate ? (
                  <RestoreVersion
                    version={version}
                    documentId={documentId}
                    locale={locale}
                    say={say}
                  />
                ) : null}
              </Flex>
            </Flex>
          </Box>
        ))}
      </Box>
    </Flex>
  );
}

function languageId(locale: string): MessageId {
  return locale === 'en' ? 'publishedVersions.language.en' : 'publishedVersions.language.es';
}

/** "Ver": the version beside the current draft, field by field, the differences marked. */
function ViewVersion({
  version,
  draft,
  say,
}: {
  version: Version;
  draft: VersionList['draft'];
  say: Say;
}) {
  const rows = compare(version.summary, draft);
  return (
    <Modal.Root>
      <Modal.Trigger>
        <Button
          variant="tertiary"
          size="S"
          aria-label={say('publishedVersions.viewLabel', { time: version.time })}
        >
          {say('publishedVersions.view')}
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{say('publishedVersions.viewTitle', { time: version.time })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Typography tag="p" variant="pi" textColor="neutral600">
            {version.publishedBy
              ? say('publishedVersions.by', { name: version.publishedBy })
              : say('publishedVersions.automatic')}
          </Typography>
          <Box paddingTop={4}>
            <Table colCount={3} rowCount={rows.length + 1}>
              <Thead>
                <Tr>
                  <Th>
                    <Typography variant="sigma">{say('publishedVersions.column.field')}</Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">
                      {say('publishedVersions.column.version')}
                    </Typography>
                  </Th>
                  <Th>
                    <Typography variant="sigma">{say('publishedVersions.column.draft')}</Typography>
                  </Th>
                </Tr>
              </Thead>
              <Tbody>
                {rows.map((row) => (
                  <Tr key={row.label}>
                    <Td style={{ verticalAlign: 'top' }}>
                      <Flex direction="column" alignItems="start" gap={1}>
                        <Typography fontWeight="semiBold">{say(row.label)}</Typography>
                        {row.changed ? (
                          <Badge active>{say('publishedVersions.changed')}</Badge>
                        ) : null}
                      </Flex>
                    </Td>
                    <Td style={{ verticalAlign: 'top', whiteSpace: 'normal' }}>
                      <Lines lines={row.version} say={say} />
                    </Td>
                    <Td style={{ verticalAlign: 'top', whiteSpace: 'normal' }}>
                      <Lines lines={row.draft} say={say} />
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          </Box>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{say('publishedVersions.close')}</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

function Lines({ lines, say }: { lines: string[]; say: Say }) {
  if (lines.length === 0) {
    return <Typography textColor="neutral500">{say('publishedVersions.none')}</Typography>;
  }
  return (
    <Flex direction="column" alignItems="start" gap={1}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same line may repeat (two blocks alike)
        <Typography key={index}>{line}</Typography>
      ))}
    </Flex>
  );
}

/**
 * "Restaurar": after a confirmation, POST /published-versions/:id/restore writes the version into
 * the draft of this language (never publishing), then the page reloads so the form shows it; the
 * message (and what could not come back) is shown after the reload.
 */
function RestoreVersion({
  version,
  documentId,
  locale,
  say,
}: {
  version: Version;
  documentId: string;
  locale: string;
  say: Say;
}) {
  const { post } = useFetchClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function restore() {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = (await post(`${ENDPOINT}/${version.id}/restore`, {})) as {
        data: { data: RestoreAnswer };
      };
      leaveNotice(window.sessionStorage, {
        documentId,
        time: version.time,
        dropped: data.data.dropped,
      });
      window.location.reload();
    } catch (error) {
      const { id, values, serverMessage } = versionsFailure(error);
      setFailure(serverMessage ?? say(id, values));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next: boolean) => {
        setOpen(next);
        if (!next) setFailure(null);
      }}
    >
      <Dialog.Trigger>
        <Button
          variant="secondary"
          size="S"
          aria-label={say('publishedVersions.restoreLabel', { time: version.time })}
        >
          {say('publishedVersions.restore')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{say('publishedVersions.confirmTitle')}</Dialog.Header>
        <Dialog.Body>
          <Flex direction="column" alignItems="stretch" gap={2}>
            <Typography tag="p">
              {say('publishedVersions.confirmText', {
                time: version.time,
                language: say(languageId(locale)),
              })}
            </Typography>
            {failure ? (
              <Typography tag="p" role="alert" textColor="danger600">
                {failure}
              </Typography>
            ) : null}
          </Flex>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button fullWidth variant="tertiary">
              {say('publishedVersions.cancel')}
            </Button>
          </Dialog.Cancel>
          <Button fullWidth variant="default" loading={busy} onClick={restore}>
            {say('publishedVersions.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
