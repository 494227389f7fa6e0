// What a page's HTML weighs before compression, and how much of it is route data for hydration.

/** React Router's hydration data: the scripts that feed its stream controller. */
const ROUTE_DATA_SCRIPT = /<script\b[^>]*>[^<]*streamController\.enqueue\([\s\S]*?<\/script>/g;

export type HtmlWeight = { html: number; inlineData: number };

/** Bytes of the document and of its inline route data (UTF-8, as sent before compression). */
export function weighHtml(html: string): HtmlWeight {
  const inlineData = Array.from(html.matchAll(ROUTE_DATA_SCRIPT), ([script]) =>
    Buffer.byteLength(script),
  ).reduce((sum, bytes) => sum + bytes, 0);
  return { html: Buffer.byteLength(html), inlineData };
}

/** The page as a browser's first request gets it, weighed uncompressed. */
export async function fetchHtmlWeight(url: string): Promise<HtmlWeight> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return weighHtml(await response.text());
}
