import { describe, expect, it } from 'vitest';
import { validationError } from './validation-error';

describe('validation error', () => {
  it('is a 400 with every message in its notice and each beside its field', () => {
    const error = validationError([
      { path: ['headerMenu', 2, 'target'], message: 'Elige una página.' },
      { path: ['title'], message: 'Falta el título.' },
    ]);
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Elige una página. Falta el título.');
    expect(error.details).toEqual({
      errors: [
        {
          path: ['headerMenu', '2', 'target'],
          message: 'Elige una página.',
          name: 'ValidationError',
        },
        { path: ['title'], message: 'Falta el título.', name: 'ValidationError' },
      ],
    });
  });
});
