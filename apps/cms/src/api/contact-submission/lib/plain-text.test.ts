import { describe, expect, it } from 'vitest';
import { plainLine, plainText } from './plain-text';

describe('plain text of contact input', () => {
  it('turns every line break and control character of a name into a space', () => {
    expect(plainLine('Ana\r\nBcc: evil@example.com')).toBe('Ana Bcc: evil@example.com');
    expect(plainLine('A\u0000B\u0085C\u2028D\u2029E\tF\u007fG')).toBe('A B C D E F G');
  });

  it('keeps line feeds and tabs of a message, normalises CR LF and drops other controls', () => {
    expect(plainText('uno\r\ndos\rtres\u2028cuatro')).toBe('uno\ndos\ntres\ncuatro');
    expect(plainText('a\u0000b\u0007c\u001b[0m\td\u0090e')).toBe('abc[0m\tde');
  });

  it('keeps markup and any well-formed Unicode as typed', () => {
    const text = '<img src=x onerror=alert(1)> ¿Qué tal? 🎉 \u200b مرحبا';
    expect(plainText(text)).toBe(text);
    expect(plainLine(text)).toBe(text);
  });

  it('replaces broken UTF-16 with U+FFFD', () => {
    expect(plainText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(plainLine('😀')).toBe('😀');
  });
});
