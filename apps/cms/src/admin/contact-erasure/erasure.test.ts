import { describe, expect, it } from 'vitest';
import { erasureFailure, looksLikeEmail } from './erasure';

const answered = (status: number, message?: string) =>
  Object.assign(new Error('x'), {
    name: 'FetchError',
    status,
    response: message ? { data: { error: { message } } } : undefined,
  });

describe('the erasure dialog', () => {
  it('takes an address the endpoint takes, and nothing else', () => {
    expect(looksLikeEmail('ana@ejemplo.com')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', '@x.co', 'a b@x.co', 'a@x.co,b@y.co', '<a@x.co>']) {
      expect(looksLikeEmail(bad), bad).toBe(false);
    }
    expect(looksLikeEmail(`${'a'.repeat(250)}@x.co`)).toBe(false);
  });

  it('shows the endpoint’s own explanation of a refusal, and says the rest by status', () => {
    expect(erasureFailure(answered(403, 'Su rol puede suprimir 0 de los 1 mensajes…'))).toEqual({
      id: 'contactErasure.failed',
      serverMessage: 'Su rol puede suprimir 0 de los 1 mensajes…',
    });
    expect(erasureFailure(answered(400, 'Escriba la dirección…')).serverMessage).toBe(
      'Escriba la dirección…',
    );
    expect(erasureFailure(answered(401))).toEqual({ id: 'contactErasure.sessionExpired' });
    expect(erasureFailure(answered(403))).toEqual({ id: 'contactErasure.forbidden' });
    expect(erasureFailure(answered(500))).toEqual({
      id: 'contactErasure.failed',
      values: { status: 500 },
    });
    expect(erasureFailure(new TypeError('Failed to fetch'))).toEqual({
      id: 'contactErasure.offline',
    });
  });
});
