import { describe, expect, it } from 'vitest';
import { isHoneypotFilled, validateContact } from './contact.js';
import {
  contactPolicyVersion,
  contactValues,
  interestFromQuery,
  isContactField,
} from './contact-fields.js';

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

  // RFC 5321: 254 characters in all, 64 before the "@". The domain is made of labels of at most
  // 63 characters, so only the lengths make the difference.
  const address = (local: number, total: number) => {
    let domain = 'com';
    while (local + 1 + domain.length < total) {
      const room = total - local - 1 - domain.length - 1;
      const label = Math.min(63, room === 64 ? 62 : room);
      domain = `${'b'.repeat(label)}.${domain}`;
    }
    return `${chars(local)}@${domain}`;
  };

  it.each([
    ['a 65-character local part', address(65, 80)],
    ['255 characters', address(60, 255)],
    ['301 characters', address(64, 301)],
  ])('refuses %s with the form message in both languages', (_case, email) => {
    expect(errorsFor({ email }, 'es').email).toBe('Por favor ingresa un email válido');
    expect(errorsFor({ email }, 'en').email).toBe('Please enter a valid email');
  });

  it('accepts a 64-character local part and 254 characters in all', () => {
    const email = address(64, 254);
    expect(email).toHaveLength(254);
    expect(validateContact({ ...valid, email }, 'es')).toEqual({
      ok: true,
      value: { ...valid, email, interest: null },
    });
  });
});

describe('bidirectional controls', () => {
  const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';

  it('are removed from every field before the checks, so web and CMS store the same text', () => {
    const result = validateContact(
      {
        name: `\u202eAna${controls} María\u2069`,
        email: `ana\u202e@exam\u2066ple.com`,
        message: `Hola,${controls} quiero información.`,
      },
      'es',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Ana María',
        email: 'ana@example.com',
        message: 'Hola, quiero información.',
        interest: null,
      },
    });
  });

  it('do not count toward the length limits', () => {
    expect(errorsFor({ name: `A${controls}` }, 'es').name).toBe(
      'El nombre debe tener al menos 2 caracteres',
    );
    expect(validateContact({ ...valid, name: `${chars(50)}${controls}` }, 'es').ok).toBe(true);
  });
});

describe('invisible characters', () => {
  // Zero-width space, joiners, word joiner, BOM, soft hyphen, Hangul fillers, the blank Braille
  // cell, a Mongolian vowel separator, an ideographic space, a combining mark, a variation selector.
  const invisible = [
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u00ad',
    '\u3164',
    '\u115f',
    '\uffa0',
    '\u2800',
    '\u180e',
    '\u3000',
    '\u0301',
    '\ufe0f',
  ];

  it.each(invisible.map((c) => [c.codePointAt(0)?.toString(16), c]))(
    'U+%s alone, repeated, is a missing name and a missing message in both languages',
    (_code, c) => {
      expect(errorsFor({ name: c.repeat(5), message: c.repeat(20) }, 'es')).toMatchObject({
        name: 'El nombre es requerido',
        message: 'El mensaje es requerido',
      });
      expect(errorsFor({ name: c.repeat(5), message: c.repeat(20) }, 'en')).toMatchObject({
        name: 'Name is required',
        message: 'Message is required',
      });
    },
  );

  it('do not count toward the minimum lengths', () => {
    const padding = invisible.join('');
    expect(errorsFor({ name: `A${padding}` }, 'es').name).toBe(
      'El nombre debe tener al menos 2 caracteres',
    );
    expect(errorsFor({ message: `Hola${padding}` }, 'en').message).toBe(
      'Message must be at least 10 characters',
    );
  });

  it('stay inside real text: joined emoji, accents written as combining marks', () => {
    const result = validateContact(
      { ...valid, name: 'Jose\u0301 👩\u200d💻', message: 'Hola\u00a0equipo, ¿cómo están?' },
      'es',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        name: 'Jose\u0301 👩\u200d💻',
        message: 'Hola\u00a0equipo, ¿cómo están?',
        interest: null,
      },
    });
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
    const allMissing = {
      ok: false,
      errors: {
        name: 'El nombre es requerido',
        email: 'El email es requerido',
        message: 'El mensaje es requerido',
      },
    };
    for (const input of [null, undefined, 'name=Ana', 42]) {
      expect(validateContact(input, 'es'), String(input)).toEqual(allMissing);
    }
  });

  it("shows a field's first failing rule: invisible text is missing, not too long", () => {
    expect(errorsFor({ name: '\u200b'.repeat(60) }, 'en')).toEqual({ name: 'Name is required' });
  });

  it('returns trimmed values and drops unknown fields', () => {
    const result = validateContact({ ...valid, name: '  Ana  ', role: 'admin' }, 'es');
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Ana', interest: null } });
  });
});

describe('isHoneypotFilled', () => {
  it('spots a filled honeypot and ignores an empty one', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });

  it('counts spaces as empty, and anything that is not text as filled', () => {
    expect(isHoneypotFilled({ website: '   ' })).toBe(false);
    expect(isHoneypotFilled({ website: null })).toBe(false);
    expect(isHoneypotFilled({ website: undefined })).toBe(false);
    for (const value of [0, false, ['x'], { a: 1 }]) {
      expect(isHoneypotFilled({ website: value }), JSON.stringify(value)).toBe(true);
    }
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('website=x')).toBe(false);
  });
});

describe('contact interest (optional)', () => {
  it.each(['creador', 'manager', 'marca', 'otro'])('stores %s', (interest) => {
    expect(validateContact({ ...valid, interest }, 'es')).toMatchObject({
      ok: true,
      value: { interest },
    });
  });

  it.each([undefined, '', '  ', null])('gives null for %j (nothing chosen)', (interest) => {
    expect(validateContact({ ...valid, interest }, 'es')).toMatchObject({
      ok: true,
      value: { interest: null },
    });
  });

  it.each([
    ['es', 'admin', 'Elige una de las opciones de la lista'],
    ['en', 'Manager ', 'Choose one of the options in the list'],
    ['en', '<script>', 'Choose one of the options in the list'],
  ] as const)('in %s, %j gives "%s"', (language, interest, message) => {
    expect(errorsFor({ interest }, language).interest).toBe(message);
  });

  it('keeps the three fields and their rules as they are', () => {
    expect(errorsFor({ name: 'A', interest: 'manager' }, 'es')).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
    });
  });
});

describe('interestFromQuery', () => {
  it.each([
    ['interes=manager', 'manager'],
    ['interest=manager', 'manager'],
    ['interes=MARCA', 'marca'],
    ['interes=creador&interest=otro', 'creador'],
    ['interes=nada', null],
    ['interes=', null],
    ['', null],
    ['interes=manager%00', null],
  ])('%s → %s', (query, expected) => {
    expect(interestFromQuery(new URLSearchParams(query))).toBe(expected);
  });
});

describe('contactValues', () => {
  it('reads each form field as text, and anything else as empty', () => {
    const form: Record<string, unknown> = { name: ' Ana ', email: 42, interest: 'manager' };
    expect(contactValues((field) => form[field])).toEqual({
      name: ' Ana ',
      email: '',
      message: '',
      interest: 'manager',
    });
  });
});

describe('isContactField', () => {
  it('knows the form fields and nothing else', () => {
    expect(['name', 'email', 'message', 'interest'].every(isContactField)).toBe(true);
    for (const value of ['language', 'website', 'toString', ['name'], null]) {
      expect(isContactField(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('contactPolicyVersion', () => {
  it.each([
    ['2026-03-01', '2026-03-01'],
    [' v2 ', 'v2'],
    ['1.1', '1.1'],
    ['', null],
    ['<b>', null],
    ['a'.repeat(33), null],
    [42, null],
  ])('%j → %j', (input, expected) => {
    expect(contactPolicyVersion(input)).toBe(expected);
  });
});
