import { PUBLIC_DRAFT_TYPES } from '@brilla/types';
import { Badge, Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_TRANSLATIONS } from '../translations';
import { editPath, type ListedEntry, newestFirst, type Waiting, waitingEntries } from './queue';

const LOCALES = ['es', 'en'] as const;
const SHOWN = 10;
type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];

const typeLabel = (model: string) =>
  `reviewQueue.type.${model.slice(model.lastIndexOf('.') + 1)}` as MessageId;

/**
 * The home page's "Pendiente de revisión" (registered in app.ts for roles that may publish): the
 * pages, posts, banners and testimonials whose draft was never published or has changes, in
 * either language, newest first, each a link to its edit view, where the Editor previews and
 * publishes it.
 */
export function ReviewQueueWidget() {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const [waiting, setWaiting] = useState<Waiting[] | null>(null);
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values);

  useEffect(() => {
    let live = true;
    const lists = PUBLIC_DRAFT_TYPES.flatMap((model) =>
      LOCALES.map(async (locale) => {
        try {
          const { data } = (await get(`/content-manager/collection-types/${model}`, {
            params: { page: 1, pageSize: 100, sort: 'updatedAt:DESC', locale },
          })) as { data: { results: ListedEntry[] } };
          return waitingEntries(model, locale, data.results);
        } catch {
          // A type this role may not read simply has nothing to review here.
          return [];
        }
      }),
    );
    void Promise.all(lists).then((found) => {
      if (live) setWaiting(found.flat());
    });
    return () => {
      live = false;
    };
  }, [get]);

  if (waiting === null)
    return <Typography textColor="neutral600">{say('reviewQueue.loading')}</Typography>;
  if (waiting.length === 0)
    return <Typography textColor="neutral600">{say('reviewQueue.empty')}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} tag="ul">
      {newestFirst(waiting, SHOWN).map((entry) => (
        <Box tag="li" key={`${entry.model}:${entry.documentId}:${entry.locale}`}>
          <Flex justifyContent="space-between" gap={2}>
            <Link to={editPath(entry)}>
              <Typography fontWeight="semiBold" textColor="primary600">
                {entry.title}
              </Typography>
            </Link>
            <Badge>
              {say(entry.state === 'draft' ? 'reviewQueue.draft' : 'reviewQueue.modified')}
            </Badge>
          </Flex>
          <Typography variant="pi" textColor="neutral600">
            {say(typeLabel(entry.model))} ·{' '}
            {say(entry.locale === 'en' ? 'reviewQueue.english' : 'reviewQueue.spanish')}
          </Typography>
        </Box>
      ))}
      {waiting.length > SHOWN ? (
        <Typography variant="pi" textColor="neutral600">
          {say('reviewQueue.more', { count: waiting.length - SHOWN })}
        </Typography>
      ) : null}
    </Flex>
  );
}
