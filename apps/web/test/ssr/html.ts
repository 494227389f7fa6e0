/** Small readers of server-rendered HTML for assertions. */
function headTag(html: string, pattern: RegExp): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.match(pattern)?.[0] ?? null;
}

export function metaContent(
  html: string,
  attribute: 'name' | 'property',
  key: string,
): string | null {
  const tag = headTag(
    html,
    new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`),
  );
  return tag?.match(/content="([^"]*)"/)?.[1] ?? null;
}

export function linkHref(html: string, rel: string, hrefLang?: string): string | null {
  const lang = hrefLang ? ` hrefLang="${hrefLang}"` : '';
  const tag = headTag(html, new RegExp(`<link rel="${rel}"${lang} href="([^"]*)"`));
  return tag?.match(/href="([^"]*)"/)?.[1] ?? null;
}

export function title(html: string): string | null {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;
}

export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

/** The route data a document carries for hydration (React Router's stream), as one string. */
export function documentData(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1] ?? '""') as string)
    .join('');
}
