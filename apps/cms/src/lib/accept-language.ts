import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@brilla/i18n';

/** Primary subtags of an Accept-Language header, best quality first. */
function acceptedLanguages(header: string): string[] {
  return (
    header
      .split(',')
      .map((part) => {
        // Stryker disable next-line MethodExpression,StringLiteral: the tag and each parameter are trimmed on their own below; split always gives a first part.
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        // Stryker disable next-line StringLiteral: split always gives a first part.
        return { tag: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1 };
      })
      // An empty tag (",," in the header) is no language: the caller's isLanguage leaves it out.
      .filter((entry) => entry.q > 0)
      // Array sort is stable: equal qualities keep the header's order.
      .sort((a, b) => b.q - a.q)
      .map((entry) => entry.tag)
  );
}

/** The submission's `language`, else the best supported Accept-Language, else es. */
export function resolveLanguage(requested: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(requested)) return requested;
  // Stryker disable next-line StringLiteral: any text that is not a header names no language.
  const accepted = acceptedLanguages(acceptLanguage ?? '').find(isLanguage);
  return accepted ?? DEFAULT_LANGUAGE;
}
