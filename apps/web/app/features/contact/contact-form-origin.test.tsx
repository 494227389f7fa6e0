import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rememberVisitOrigin } from '~/features/visits/visit-origin';
import { cms } from '../../../test/mocks/cms';
import { buildContactBlock } from '../../../test/mocks/factories';
import { renderInApp } from '../../../test/render';
import { handleContactAction } from './contact-action.server';
import { ContactForm } from './contact-form';

vi.mock('~/lib/toast', () => ({
  notifyPromise: vi.fn(async (promise: Promise<unknown>) => promise),
}));

/** The form as the browser gets it: the server's HTML (checked by `server`), then hydrated. */
function hydrateForm(server: (container: HTMLElement) => void) {
  return renderInApp(<ContactForm block={buildContactBlock()} index={1} />, {
    path: '/contactanos',
    action: ({ request }) => handleContactAction(request, '192.0.2.1'),
    beforeHydration: server,
  });
}

async function send() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Mensaje'), 'Hola, quiero información sobre la agencia.');
  await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
  await waitFor(() => expect(cms.submissions).toHaveLength(1));
  return cms.submissions[0]?.data;
}

// In this order: the origin, once known, stays for the document's life (the test file's).
describe('contact form and the visit origin', () => {
  it('sends no source while the visit has none (no beacon: opted out, or a preview)', async () => {
    const { container } = hydrateForm(() => {});
    expect(container.querySelector('input[name="source"]')).toBeNull();
    expect(await send()).toMatchObject({ source: null, campaign: null });
  });

  it("carries the visit's source and campaign, added after hydration (the server's HTML has none)", async () => {
    rememberVisitOrigin({
      kind: 'view',
      path: '/inicio',
      device: 'desktop',
      entry: true,
      referrer: '',
      source: 'Instagram',
      medium: 'social',
      campaign: 'lanzamiento',
    });
    let serverHtml = '';
    // A hydration mismatch would be a console.error, which fails the test.
    const { container } = hydrateForm((server) => {
      serverHtml = server.innerHTML;
    });
    expect(serverHtml).not.toContain('name="source"');
    await waitFor(() =>
      expect(container.querySelector('input[name="source"]')).toHaveValue('instagram'),
    );
    expect(await send()).toMatchObject({
      source: 'instagram',
      campaign: 'lanzamiento / social',
    });
  });
});
