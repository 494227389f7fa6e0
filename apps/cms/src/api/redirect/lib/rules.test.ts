import { describe, expect, it } from 'vitest';
import { type Redirect, redirectProblems } from './rules';

const r = (from: string, to: string, statusCode = 301): Redirect => ({ from, to, statusCode });
const messages = (candidate: Redirect, others: Redirect[] = [], language: 'es' | 'en' = 'es') =>
  redirectProblems(candidate, others, language).map((p) => `${p.path}: ${p.message}`);

describe('redirectProblems', () => {
  it('accepts a path to a path or to a full address, with 301 or 308', () => {
    expect(messages(r('/viejo', '/nuevo'))).toEqual([]);
    expect(messages(r('/en/old', 'https://example.com/x', 308))).toEqual([]);
  });

  it('refuses malformed paths and other codes, in Spanish and English', () => {
    expect(messages(r('viejo', 'nuevo', 302))).toEqual([
      'from: «Desde» debe ser una ruta del sitio que empiece por / (sin espacios, ? ni #); recibido «viejo».',
      'to: «Hacia» debe ser una ruta del sitio que empiece por / o una dirección http(s) completa; recibido «nuevo».',
      'statusCode: El código debe ser 301 (permanente) o 308 (permanente, mantiene el método).',
    ]);
    expect(messages(r('/a?b=1', 'javascript:alert(1)'), [], 'en')).toEqual([
      'from: "From" must be a site path starting with / (no spaces, ? or #); got "/a?b=1".',
      'to: "To" must be a site path starting with / or a full http(s) address; got "javascript:alert(1)".',
    ]);
  });

  it('refuses a redirect to itself and a second redirect from the same path', () => {
    expect(messages(r('/a', '/a'))[0]).toMatch(/^to: La redirección apunta a sí misma/);
    expect(messages(r('/a', '/c'), [r('/a', '/b')])[0]).toMatch(
      /^from: Ya hay una redirección desde \/a/,
    );
  });

  it('refuses loops and chains in both directions', () => {
    expect(messages(r('/b', '/a'), [r('/a', '/b')], 'en')).toEqual([
      'to: This would make a loop: /a already redirects to /b. Delete or change that redirect first.',
    ]);
    expect(messages(r('/a', '/b'), [r('/b', '/c')])).toEqual([
      'to: Crearía una cadena: /b ya redirige a /c. Haz que «Hacia» sea /c directamente.',
    ]);
    expect(messages(r('/b', '/c'), [r('/a', '/b')])).toEqual([
      'from: Crearía una cadena: /a ya redirige a /b. Cambia esa redirección para que apunte al destino final.',
    ]);
  });

  it('sees through escapes and the site’s own address, as the web matches them', () => {
    const site = 'https://brilla.example';
    const check = (candidate: Redirect, others: Redirect[]) =>
      redirectProblems(candidate, others, 'en', site).map((p) => `${p.path}: ${p.message}`);
    // /%62 is /b; /%61 is /a: a loop.
    expect(check(r('/b', '/%61'), [r('/a', '/%62')])[0]).toMatch(/^to: This would make a loop/);
    // The site's own address of /b is /b: a loop, a chain, a redirect to itself.
    expect(check(r('/b', '/a'), [r('/a', `${site}/b`)])[0]).toMatch(/^to: This would make a loop/);
    expect(check(r('/a', `${site}/b/`), [r('/b', '/c')])[0]).toMatch(
      /^to: This would make a chain/,
    );
    expect(check(r('/a', `${site}/a`), [])[0]).toMatch(/^to: The redirect points to itself/);
    expect(check(r('/%41', '/z'), [r('/A', '/y')])[0]).toMatch(
      /^from: There is already a redirect/,
    );
    // Another site's /b is not this site's.
    expect(check(r('/c', '/d'), [r('/a', 'https://other.example/c')])).toEqual([]);
  });
});
