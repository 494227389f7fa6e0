import type { SeoPanelSettings } from '../../lib/seo-panel/seo-fields';

/** The admin route that tells the panel the site's address and the types with SEO. */
export const SETTINGS_ENDPOINT = '/seo-panel';

/** GET /seo-panel's answer (src/lib/seo-panel/route.ts) checked; anything else is null. */
export function parseSettings(body: unknown): SeoPanelSettings | null {
  if (typeof body !== 'object' || body === null) return null;
  const { siteUrl, fields } = body as Record<string, unknown>;
  if (siteUrl !== null && typeof siteUrl !== 'string') return null;
  if (typeof fields !== 'object' || fields === null) return null;
  const named = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { siteUrl: siteUrl?.replace(/\/+$/, '') || null, fields: Object.fromEntries(named) };
}

/**
 * Loads the settings once for the admin session (they change only with a new CMS start); a
 * failed load gives null and is tried again by the next edit view.
 */
export function settingsLoader(
  get: (url: string) => Promise<{ data: unknown }>,
): () => Promise<SeoPanelSettings | null> {
  let loaded: Promise<SeoPanelSettings | null> | null = null;
  return () => {
    loaded ??= get(SETTINGS_ENDPOINT)
      .then(({ data }) => parseSettings(data))
      .catch(() => null)
      .then((settings) => {
        if (settings === null) loaded = null;
        return settings;
      });
    return loaded;
  };
}
