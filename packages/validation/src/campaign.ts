/**
 * Query parameters that say where a visitor came from, never what a page shows: campaign tags
 * (`utm_*`) and the click ids that ads and social apps append (a new `fbclid` on every click from
 * Instagram or Facebook). No page reads them and no link of ours carries them on, so a page is
 * the same with or without them: the page cache keeps one copy (the web's page cache) and the
 * language switcher leaves them behind.
 */
const CLICK_IDS = new Set([
  // Meta (Facebook, Instagram), Google Ads and Analytics' cross-site linker, Google Search's
  // organic listings, Microsoft, TikTok, X, LinkedIn, Pinterest, Snapchat, Reddit, Yandex.
  'fbclid',
  'igshid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  '_gl',
  'srsltid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'epik',
  'sccid',
  'rdt_cid',
  'yclid',
  // E-mail campaigns: Mailchimp, HubSpot, Marketo.
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
]);

export function isCampaignParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || CLICK_IDS.has(lower);
}

/**
 * A query string (`?a=1&utm_source=x`, `a=1`, or empty) without its campaign parameters, as
 * `?a=1` or `''`; unchanged, byte for byte, when it has none.
 */
export function withoutCampaign(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return '';
  const params = new URLSearchParams(query);
  const names = new Set(params.keys());
  if (![...names].some(isCampaignParameter)) return `?${query}`;
  for (const name of names) if (isCampaignParameter(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
