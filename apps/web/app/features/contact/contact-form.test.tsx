import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyPromise, type PromiseMessages } from '~/lib/toast';
import { expectConsoleErrors } from '../../../test/console';
import { CMS_URL, cms } from '../../../test/mocks/cms';
import { buildContactBlock } from '../../../test/mocks/factories';
import { server } from '../../../test/mocks/server';
import { renderInApp } from '../../../test/render';
import { handleContactAction } from './contact-action.server';
import { ContactForm } from './contact-form';

vi.mock('~/lib/toast', () => ({
  notifyPromise: vi.fn(async (promise: Promise<unknown>) => promise),
}));

/** The toast the form raised: its loading text, then what the settled promise turns it into. */
async function lastToast() {
  await waitFor(() => expect(notifyPromise).toHaveBeenCalled());
  const [promise, messages] = vi.mocked(notifyPromise).mock.calls.at(-1) as [
    Promise<unknown>,
    PromiseMessages<unknown>,
  ];
  const settled = await promise.then(
    (value) => ({ kind: 'success', text: messages.success(value) }),
    (reason: unknown) => ({ kind: 'error', text: messages.error(reason) }),
  );
  return { loading: messages.loading, ...settled };
}

function renderForm(path = '/contactanos') {
  return renderInApp(<ContactForm block={buildContactBlock()} index={1} />, {
    path,
    action: ({ request }) => handleContactAction(request, '192.0.2.1'),
  });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  labels: [string, string, string],
  values: [string, string, string],
) {
  for (const [index, label] of labels.entries()) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (values[index]) await user.type(field, values[index] as string);
  }
}

const ES: [string, string, string] = ['Nombre', 'Email', 'Mensaje'];
const EN: [string, string, string] = ['Name', 'Email', 'Message'];

describe('contact form', () => {
  beforeEach(() => vi.mocked(notifyPromise).mockClear());

  it('shows the Spanish field messages inline and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, ES, ['A', 'correo', 'Hola']);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByText('El nombre debe tener al menos 2 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('Por favor ingresa un email válido')).toBeInTheDocument();
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('A');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Hola');
    expect(cms.submissions).toHaveLength(0);
    // Field errors show inline: the loading toast goes without a result toast.
    expect(await lastToast()).toEqual({ loading: 'Enviando...', kind: 'success', text: null });
  });

  it('shows the English field messages on an English page', async () => {
    const user = userEvent.setup();
    renderForm('/en/contactanos');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await fill(user, EN, ['Ann', 'ann@example.com', '']);
    await user.click(screen.getByLabelText('Message'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Message cannot be more than 1000 characters'),
    ).toBeInTheDocument();
  });

  it('shows a loading toast while sending, then turns it into success, and clears the form', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${CMS_URL}/api/contact-submissions`, async () => {
        await gate;
        return HttpResponse.json({ data: { documentId: 'x' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user, ES, [
      'Ana Pérez',
      'ana@example.com',
      'Hola, quiero información sobre la agencia.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const sending = await screen.findByRole('button', { name: 'Enviando...' });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(notifyPromise).toHaveBeenCalledTimes(1));
    const [promise, messages] = vi.mocked(notifyPromise).mock.calls[0] as [
      Promise<unknown>,
      PromiseMessages<unknown>,
    ];
    expect(messages.loading).toBe('Enviando...');
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    expect(await lastToast()).toEqual({
      loading: 'Enviando...',
      kind: 'success',
      text: '¡Mensaje enviado exitosamente! Te contactaremos pronto.',
    });
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue(''));
    // With JavaScript the toast reports the result; no second live message in the page.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  });

  it('shows the failure toast and keeps the input when the CMS is down', async () => {
    expectConsoleErrors();
    cms.contactReply = 'down';
    const user = userEvent.setup();
    renderForm('/en/contactanos');
    await fill(user, EN, ['Ann Lee', 'ann@example.com', 'Hello, I would like to know more.']);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await lastToast()).toEqual({
      loading: 'Sending...',
      kind: 'error',
      text: 'Error sending message. Please try again.',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello, I would like to know more.');
  });

  it('has a honeypot hidden from people and assistive technology', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
