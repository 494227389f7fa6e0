// Which `srcset` candidate a browser takes for an `<img>`, for a lazy image Lighthouse's load
// never fetched (below the fold): the width its `sizes` gives at a viewport, times the screen's
// density, and the narrowest candidate at least that wide. Pure.

/**
 * The CSS width `sizes` gives at a viewport `viewport` px wide: the first entry whose
 * `(min-width: N px)` holds (or the last, unconditional one), in px, `vw` or a `calc()` of them.
 * Null when it says something else (another media feature, other units).
 */
export function slotWidth(sizes: string, viewport: number): number | null {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const media = /^\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    if (media && viewport < Number(media[1])) continue;
    const length = (media ? media[2] : entry)?.trim() ?? '';
    return cssLength(length, viewport);
  }
  return null;
}

/** `556px`, `100vw`, `calc(50vw - 44px)` at a viewport `viewport` px wide; null otherwise. */
function cssLength(length: string, viewport: number): number | null {
  const inner = /^calc\((.+)\)$/.exec(length)?.[1] ?? length;
  const terms = /^(\d+(?:\.\d+)?)(px|vw)(?:\s*([+-])\s*(\d+(?:\.\d+)?)px)?$/.exec(inner.trim());
  if (!terms) return null;
  const base = terms[2] === 'vw' ? (Number(terms[1]) * viewport) / 100 : Number(terms[1]);
  const offset = terms[4] ? Number(terms[4]) * (terms[3] === '-' ? -1 : 1) : 0;
  return base + offset;
}

/**
 * The candidate of `srcset` (`url 768w, …`) for a slot `slot` CSS px wide on a screen of
 * `density`: the narrowest at least slot × density px wide, else the widest. What the bench's
 * Chromium took for the LCP image in its own loads (w768 for the 372 px hero at 1.75×, where a
 * geometric-mean rule between 576 and 768 would have taken 576).
 */
export function pickCandidate(srcset: string, slot: number, density: number): string | null {
  const candidates = srcset
    .split(',')
    .map((part) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ url: match[1] ?? '', width: Number(match[2]) }))
    .sort((a, b) => a.width - b.width);
  const needed = slot * density;
  return (
    (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url ?? null
  );
}

/** The `srcset` and `sizes` of the first `<img>` of `html` whose attributes name `text`. */
export function imageTag(html: string, text: string) {
  const tag = html.match(/<img\b[^>]*>/g)?.find((candidate) => candidate.includes(text));
  if (!tag) return null;
  const attribute = (name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;
  return { srcset: attribute('srcset'), sizes: attribute('sizes'), src: attribute('src') };
}
