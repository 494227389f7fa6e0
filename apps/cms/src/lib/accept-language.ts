import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@brilla/i18n';

/** Primary subtags of an Accept-Language header, best quality first. */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The submission's `language`, else the best supported Accept-Language, else es. */
export function resolveLanguage(requested: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(requested)) return requested;
  const accepted = acceptedLanguages(acceptLanguage ?? '').find(isLanguage);
  return accepted ?? DEFAULT_LANGUAGE;
}
