import { describe, expect, it } from 'vitest';
import { isHoneypotFilled, validateContact } from './contact.js';

const valid = { name: 'Ana María', email: 'ana@example.com', message: 'Quiero ser streamer.' };
const chars = (n: number) => 'a'.repeat(n);

function errorsFor(input: Record<string, unknown>, language: 'es' | 'en') {
  const result = validateContact({ ...valid, ...input }, language);
  return result.ok ? {} : result.errors;
}

describe('contact name', () => {
  it.each([
    ['es', '', 'El nombre es requerido'],
    ['en', '', 'Name is required'],
    ['es', chars(1), 'El nombre debe tener al menos 2 caracteres'],
    ['en', chars(1), 'Name must be at least 2 characters'],
    ['es', chars(51), 'El nombre no puede tener más de 50 caracteres'],
    ['en', chars(51), 'Name cannot be more than 50 characters'],
  ] as const)('in %s, %j gives "%s"', (language, name, message) => {
    expect(errorsFor({ name }, language).name).toBe(message);
  });

  it.each([2, 50])('accepts %i characters', (n) => {
    expect(validateContact({ ...valid, name: chars(n) }, 'es').ok).toBe(true);
  });

  it('counts a name of spaces as missing', () => {
    expect(errorsFor({ name: '    ' }, 'es').name).toBe('El nombre es requerido');
  });
});

describe('contact email', () => {
  it.each([
    ['es', '', 'El email es requerido'],
    ['en', '', 'Email is required'],
  ] as const)('in %s, an empty email gives "%s"', (language, email, message) => {
    expect(errorsFor({ email }, language).email).toBe(message);
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@@example.com',
    'ana example@x.com',
    'a@b.com\r\nBcc: x@y.z',
  ])('refuses %j in both languages', (email) => {
    expect(errorsFor({ email }, 'es').email).toBe('Por favor ingresa un email válido');
    expect(errorsFor({ email }, 'en').email).toBe('Please enter a valid email');
  });
});

describe('contact message', () => {
  it.each([
    ['es', '', 'El mensaje es requerido'],
    ['en', '', 'Message is required'],
    ['es', chars(9), 'El mensaje debe tener al menos 10 caracteres'],
    ['en', chars(9), 'Message must be at least 10 characters'],
    ['es', chars(1001), 'El mensaje no puede tener más de 1000 caracteres'],
    ['en', chars(1001), 'Message cannot be more than 1000 characters'],
  ] as const)('in %s, %s characters give "%s"', (language, message, text) => {
    expect(errorsFor({ message }, language).message).toBe(text);
  });

  it.each([10, 1000])('accepts %i characters', (n) => {
    expect(validateContact({ ...valid, message: chars(n) }, 'en').ok).toBe(true);
  });
});

describe('validateContact', () => {
  it('reports every failing field at once', () => {
    expect(Object.keys(errorsFor({ name: '', email: 'x', message: '' }, 'es')).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
  });

  it('treats non-text values and non-objects as missing rather than crashing', () => {
    expect(errorsFor({ name: 42, email: ['a'], message: { a: 1 } }, 'en')).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(validateContact(null, 'es').ok).toBe(false);
  });

  it('returns trimmed values and drops unknown fields', () => {
    const result = validateContact({ ...valid, name: '  Ana  ', role: 'admin' }, 'es');
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Ana' } });
  });
});

describe('isHoneypotFilled', () => {
  it('spots a filled honeypot and ignores an empty one', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
