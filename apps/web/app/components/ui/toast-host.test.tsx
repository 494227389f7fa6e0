import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyPromise } from '~/lib/toast';
import { ToastHost } from './toast-host';

describe('toast host', () => {
  it('turns the first loading toast into its result even when the answer beats the container', async () => {
    render(<ToastHost />);
    // Already settled: the update comes before the lazily loaded container could mount.
    await notifyPromise(Promise.resolve('ok'), {
      loading: 'Enviando...',
      success: () => '¡Mensaje enviado exitosamente!',
      error: () => 'Error',
    });
    expect(await screen.findByText('¡Mensaje enviado exitosamente!')).toBeInTheDocument();
    expect(screen.queryByText('Enviando...')).toBeNull();
  });
});
