import type { Language } from '@brilla/i18n';
import { comparablePath } from '@brilla/validation';
import { isHttpUrl, isSitePath } from '../../../lib/site-path';

/** A redirect as stored: `from` a site path, `to` a site path or an http(s) URL. */
export type Redirect = { documentId?: string; from: string; to: string; statusCode: number };
export type RedirectProblem = { path: 'from' | 'to' | 'statusCode'; message: string };

const REDIRECT_STATUS_CODES = [301, 308] as const;

const MESSAGES = {
  es: {
    fromPath: (from: string) =>
      `«Desde» debe ser una ruta del sitio que empiece por / (sin espacios, ? ni #); recibido «${from}».`,
    toTarget: (to: string) =>
      `«Hacia» debe ser una ruta del sitio que empiece por / o una dirección http(s) completa; recibido «${to}».`,
    statusCode: 'El código debe ser 301 (permanente) o 308 (permanente, mantiene el método).',
    self: 'La redirección apunta a sí misma: «Desde» y «Hacia» son la misma ruta.',
    duplicate: (from: string) =>
      `Ya hay una redirección desde ${from}; edítala en lugar de crear otra.`,
    loop: (from: string, to: string) =>
      `Crearía un bucle: ${to} ya redirige a ${from}. Borra o cambia esa redirección primero.`,
    chainAfter: (to: string, next: string) =>
      `Crearía una cadena: ${to} ya redirige a ${next}. Haz que «Hacia» sea ${next} directamente.`,
    chainBefore: (from: string, previous: string) =>
      `Crearía una cadena: ${previous} ya redirige a ${from}. Cambia esa redirección para que apunte al destino final.`,
  },
  en: {
    fromPath: (from: string) =>
      `"From" must be a site path starting with / (no spaces, ? or #); got "${from}".`,
    toTarget: (to: string) =>
      `"To" must be a site path starting with / or a full http(s) address; got "${to}".`,
    statusCode: 'The code must be 301 (permanent) or 308 (permanent, keeps the method).',
    self: 'The redirect points to itself: "From" and "To" are the same path.',
    duplicate: (from: string) => `There is already a redirect from ${from}; edit it instead.`,
    loop: (from: string, to: string) =>
      `This would make a loop: ${to} already redirects to ${from}. Delete or change that redirect first.`,
    chainAfter: (to: string, next: string) =>
      `This would make a chain: ${to} already redirects to ${next}. Make "To" ${next} directly.`,
    chainBefore: (from: string, previous: string) =>
      `This would make a chain: ${previous} already redirects to ${from}. Point that redirect at the final target.`,
  },
} as const;

/**
 * What is wrong with `candidate` among the `others` already stored (the candidate's own stored
 * version excluded): malformed paths, a code other than 301/308, a redirect to itself, a second
 * redirect from the same path, and loops and chains (a redirect whose target is redirected
 * again, or whose source is another redirect's target): every redirect must reach its final
 * target in one step.
 */
export function redirectProblems(
  candidate: Redirect,
  others: readonly Redirect[],
  language: Language,
  siteOrigin?: string,
): RedirectProblem[] {
  const t = MESSAGES[language];
  const problems: RedirectProblem[] = [];
  const { from, to } = candidate;
  // Compared as the web matches them: escapes decoded (`/%62` is `/b`), the site's own address
  // as its path (`https://site/b` is `/b`).
  const key = (value: string): string => {
    if (isSitePath(value)) return comparablePath(value);
    const url = siteOrigin && isHttpUrl(value) ? new URL(value) : null;
    return url && url.origin === siteOrigin ? comparablePath(url.pathname) : value;
  };
  if (!isSitePath(from)) problems.push({ path: 'from', message: t.fromPath(from) });
  if (!isSitePath(to) && !isHttpUrl(to)) problems.push({ path: 'to', message: t.toTarget(to) });
  if (!(REDIRECT_STATUS_CODES as readonly number[]).includes(candidate.statusCode))
    problems.push({ path: 'statusCode', message: t.statusCode });
  if (problems.length > 0) return problems;
  if (key(from) === key(to)) return [{ path: 'to', message: t.self }];
  if (others.some((other) => key(other.from) === key(from)))
    return [{ path: 'from', message: t.duplicate(from) }];
  const next = others.find((other) => key(other.from) === key(to));
  if (next && key(next.to) === key(from)) return [{ path: 'to', message: t.loop(from, to) }];
  if (next) return [{ path: 'to', message: t.chainAfter(to, next.to) }];
  const previous = others.find((other) => key(other.to) === key(from));
  if (previous) return [{ path: 'from', message: t.chainBefore(from, previous.from) }];
  return [];
}
