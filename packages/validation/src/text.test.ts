import { describe, expect, it } from 'vitest';
import {
  comparablePath,
  contactPagePath,
  normalizePath,
  sitePath,
  stripBidiControls,
  visibleLength,
} from './text.js';

describe('stripBidiControls', () => {
  it('removes overrides, embeddings, isolates and marks, and keeps everything else', () => {
    expect(stripBidiControls('\u202eabc\u202c \u2067x\u2069\u200e\u200f\u061c ñ 😀')).toBe(
      'abc x ñ 😀',
    );
  });
});

/** How a browser reads a link on https://brilla.test: which origin it leads to. */
const originOf = (href: string) => new URL(href, 'https://brilla.test/inicio').origin;

describe('sitePath', () => {
  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['/\\\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/\n/evil.example', '/evil.example'],
    ['/\r\n/evil.example', '/evil.example'],
    [' //evil.example', '/evil.example'],
    ['/\u202e/evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['evil.example', '/evil.example'],
    ['/blog//x', '/blog/x'],
    ['/a\\b', '/a/b'],
    ['/inicio', '/inicio'],
    ['/', '/'],
    ['', '/'],
  ])('%j becomes %j, a link that stays on the site', (path, expected) => {
    expect(sitePath(path)).toBe(expected);
    expect(originOf(sitePath(path))).toBe('https://brilla.test');
    expect(sitePath(path)).toMatch(/^\/(?!\/)[^\\]*$/);
  });
});

describe('contactPagePath', () => {
  it.each([
    ['/contactanos', '/contactanos'],
    ['/en/contactanos', '/en/contactanos'],
    ['/contactanos?utm=1#form', '/contactanos'],
    ['/contactanos#form?x=1', '/contactanos'],
    ['\\contactanos', '/contactanos'],
    ['/a\\b', '/a/b'],
    [`/${'a'.repeat(254)}`, `/${'a'.repeat(254)}`],
    ['//evil.example/phish', '/evil.example/phish'],
    ['/\\evil.example/phish', '/evil.example/phish'],
    ['  /contactanos  ', '/contactanos'],
  ])('%j is stored as %j', (value, expected) => {
    expect(contactPagePath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    'evil.example',
    'javascript:alert(1)',
    '/a/../b',
    '/./x',
    '/x/.',
    'contactanos/',
    '/<script>',
    '/ünicode',
    `/${'a'.repeat(255)}`,
    '',
    42,
    null,
    undefined,
  ])('%j is not a site path: null', (value) => {
    expect(contactPagePath(value)).toBeNull();
  });
});

describe('normalizePath', () => {
  it('trims and drops trailing slashes, keeping the root', () => {
    expect(normalizePath(' /nosotros/ ')).toBe('/nosotros');
    expect(normalizePath('/a/b///')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/x')).toBe('/x');
    expect(normalizePath('')).toBe('');
    expect(normalizePath('  ')).toBe('');
    expect(normalizePath(' / ')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/a//b/')).toBe('/a//b');
  });

  it('drops the trailing slash of a relative path too, and of the last line of several', () => {
    expect(normalizePath('nosotros/')).toBe('nosotros');
    expect(normalizePath('/a\n/')).toBe('/a\n');
  });
});

describe('comparablePath', () => {
  it('decodes escapes, then normalises, and keeps a malformed escape as written', () => {
    expect(comparablePath('/%62/')).toBe('/b');
    expect(comparablePath('/caf%C3%A9')).toBe('/café');
    expect(comparablePath('/100%')).toBe('/100%');
    expect(comparablePath('/a%2Fb')).toBe('/a/b');
  });
});

describe('visibleLength', () => {
  it('counts characters that show, by code point', () => {
    expect(visibleLength('Ana')).toBe(3);
    expect(visibleLength('\u200bA\u200d')).toBe(1);
    expect(visibleLength('😀')).toBe(1);
    expect(visibleLength(' \u3000\t')).toBe(0);
  });
});
