import type { Language } from '@brilla/i18n';
import type { SiteSetting } from '@brilla/types';
import { queryOptions } from '@tanstack/react-query';
import { type ContentSource, readFrom } from './source';

export type SiteSettingResult = { setting: SiteSetting | null; fallback: boolean };

export const siteSettingQuery = (source: ContentSource | null, lang: Language) =>
  queryOptions({
    queryKey: ['site-setting', lang] as const,
    queryFn: readFrom(source, async (cms): Promise<SiteSettingResult> => {
      const setting = await cms.getSiteSetting(lang);
      if (setting || lang === 'es') return { setting, fallback: false };
      return { setting: await cms.getSiteSetting('es'), fallback: true };
    }),
  });
