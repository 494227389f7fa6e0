import { Box, Button, Field, Modal, TextInput, Typography } from '@strapi/design-system';
import { Trash } from '@strapi/icons';
import { useDocumentRBAC, useFetchClient } from '@strapi/strapi/admin';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { CONTACT_UID } from '../../api/contact-submission/lib/types';
import { ADMIN_TRANSLATIONS } from '../translations';
import { erasureFailure, looksLikeEmail } from './erasure';

const ENDPOINT = '/contact-inbox/erasure';

type Outcome = { kind: 'done'; deleted: number; email: string } | { kind: 'failed'; text: string };

/**
 * "Solicitud de supresión" in the content manager's list of contact messages (injection zone
 * listView.actions, registered in app.ts): a habeas data request (Ley 1581) answered in the
 * admin. Staff type the person's e-mail; every message sent from it is erased at once through
 * POST /contact-inbox/erasure, which writes the log entry (when, who, how many; never whose) that
 * the Comercial role reads in "Registro de supresiones". Shown in that list only, and only to a
 * role that may delete contact messages.
 */
export function ContactErasureButton() {
  const { slug } = useParams<{ slug: string }>();
  return slug === CONTACT_UID ? <ErasureDialog /> : null;
}

function ErasureDialog() {
  const { formatMessage } = useIntl();
  const { post } = useFetchClient();
  const allowed = useDocumentRBAC('ContactErasureButton', ({ canDelete }) => canDelete === true);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!allowed) return null;

  const say = (
    id: keyof (typeof ADMIN_TRANSLATIONS)['en'],
    values?: Record<string, string | number>,
  ) => formatMessage({ id, defaultMessage: ADMIN_TRANSLATIONS.en[id] }, values);

  async function erase(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setOutcome({ kind: 'failed', text: say('contactErasure.invalidEmail') });
      return;
    }
    setBusy(true);
    try {
      const { data } = (await post(ENDPOINT, { email: address })) as {
        data: { data: { deleted: number } };
      };
      setOutcome({ kind: 'done', deleted: data.data.deleted, email: address });
      setEmail('');
    } catch (error) {
      const { id, values, serverMessage } = erasureFailure(error);
      setOutcome({ kind: 'failed', text: serverMessage ?? say(id, values) });
    } finally {
      setBusy(false);
    }
  }

  function close(next: boolean) {
    setOpen(next);
    if (next) return;
    // The list shows the messages as they are now.
    if (outcome?.kind === 'done' && outcome.deleted > 0) window.location.reload();
    setOutcome(null);
  }

  return (
    <Modal.Root open={open} onOpenChange={close}>
      <Modal.Trigger>
        <Button variant="tertiary" size="S" startIcon={<Trash aria-hidden />}>
          {say('contactErasure.button')}
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <form onSubmit={erase} noValidate>
          <Modal.Header>
            <Modal.Title>{say('contactErasure.title')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Typography tag="p">{say('contactErasure.explanation')}</Typography>
            <Box paddingTop={4}>
              <Field.Root name="erasure-email" required hint={say('contactErasure.emailHint')}>
                <Field.Label>{say('contactErasure.emailLabel')}</Field.Label>
                <TextInput
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(event: { target: { value: string } }) => setEmail(event.target.value)}
                />
                <Field.Hint />
              </Field.Root>
            </Box>
            {outcome ? (
              <Box
                paddingTop={4}
                role={outcome.kind === 'failed' ? 'alert' : 'status'}
                aria-live="polite"
              >
                <Typography textColor={outcome.kind === 'failed' ? 'danger600' : 'success600'}>
                  {outcome.kind === 'done'
                    ? say('contactErasure.done', { count: outcome.deleted, email: outcome.email })
                    : outcome.text}
                </Typography>
              </Box>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{say('contactErasure.close')}</Button>
            </Modal.Close>
            <Button type="submit" variant="danger" loading={busy} disabled={email.trim() === ''}>
              {say('contactErasure.submit')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
