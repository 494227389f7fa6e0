import {
  Box,
  Button,
  EmptyStateLayout,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page, useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MANAGE_LOCKS } from '../../lib/admin/sign-in-locks';
import { ADMIN_TRANSLATIONS } from '../translations';
import { type Lock, lockFailure, minutesLeft } from './locks';

const ENDPOINT = '/sign-in-locks';

/**
 * Settings → "Bloqueos de inicio de sesión" (registered in app.ts): the admin sign-in lockouts in
 * force (an address, an e-mail, or one browser of an e-mail), when each ends, and "Desbloquear"
 * to lift one at once (GET/DELETE /sign-in-locks, src/lib/admin/sign-in-locks.ts). For roles
 * that may edit admin users; the endpoint refuses everyone else too.
 */
export default function SignInLocksPage() {
  // Named after the action's last part: `admin::users.update` → `canUpdate`.
  const {
    isLoading,
    allowedActions: { canUpdate },
  } = useRBAC([{ action: MANAGE_LOCKS, subject: null }]);
  if (isLoading) return <Page.Loading />;
  // Asked before any call: a role without the right gets Strapi's own notice, not a 403.
  if (!canUpdate) return <Page.NoPermissions />;
  return <SignInLocks />;
}

function SignInLocks() {
  const { formatMessage, formatDate } = useIntl();
  const { get, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [locks, setLocks] = useState<Lock[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [lifting, setLifting] = useState<string | null>(null);

  const say = useCallback(
    (id: keyof (typeof ADMIN_TRANSLATIONS)['en'], values?: Record<string, string | number>) =>
      formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values),
    [formatMessage],
  );

  const load = useCallback(async () => {
    try {
      const { data } = (await get(ENDPOINT)) as { data: { data: Lock[] } };
      setLocks(data.data);
      setFailed(null);
    } catch (error) {
      const { id, values } = lockFailure(error);
      setFailed(say(id, values));
    }
  }, [get, say]);

  useEffect(() => {
    void load();
  }, [load]);

  async function lift(lock: Lock) {
    setLifting(lock.id);
    try {
      await del(`${ENDPOINT}/${encodeURIComponent(lock.id)}`);
      toggleNotification({
        type: 'success',
        message: say('signInLocks.lifted', { subject: lock.subject }),
      });
    } catch (error) {
      const { id, values } = lockFailure(error);
      toggleNotification({ type: 'warning', message: say(id, values) });
    } finally {
      setLifting(null);
      await load();
    }
  }

  const kindLabel = (kind: Lock['kind']) =>
    say(
      kind === 'ip'
        ? 'signInLocks.kind.ip'
        : kind === 'email'
          ? 'signInLocks.kind.email'
          : 'signInLocks.kind.device',
    );

  return (
    <Page.Main>
      <Page.Title>{say('signInLocks.title')}</Page.Title>
      <Layouts.Header title={say('signInLocks.title')} subtitle={say('signInLocks.subtitle')} />
      <Layouts.Content>
        {failed !== null ? (
          <Box padding={4} background="danger100" hasRadius>
            <Typography role="alert">{failed}</Typography>
          </Box>
        ) : locks === null ? (
          <Page.Loading />
        ) : locks.length === 0 ? (
          <EmptyStateLayout content={say('signInLocks.empty')} />
        ) : (
          <Table colCount={4} rowCount={locks.length + 1}>
            <Thead>
              <Tr>
                <Th>
                  <Typography variant="sigma">{say('signInLocks.column.what')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{say('signInLocks.column.subject')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{say('signInLocks.column.until')}</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">{say('signInLocks.column.action')}</Typography>
                </Th>
              </Tr>
            </Thead>
            <Tbody>
              {locks.map((lock) => (
                <Tr key={lock.id}>
                  <Td>
                    <Typography>{kindLabel(lock.kind)}</Typography>
                  </Td>
                  <Td>
                    <Typography>{lock.subject}</Typography>
                  </Td>
                  <Td>
                    <Typography>
                      {say('signInLocks.until', {
                        time: formatDate(lock.until, { hour: '2-digit', minute: '2-digit' }),
                        minutes: minutesLeft(lock.until, Date.now()),
                      })}
                    </Typography>
                  </Td>
                  <Td>
                    <Button
                      variant="secondary"
                      size="S"
                      loading={lifting === lock.id}
                      onClick={() => void lift(lock)}
                      aria-label={say('signInLocks.liftLabel', { subject: lock.subject })}
                    >
                      {say('signInLocks.lift')}
                    </Button>
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        )}
      </Layouts.Content>
    </Page.Main>
  );
}
