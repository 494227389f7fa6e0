import type { Language } from '@brilla/i18n';
import { queryOptions } from '@tanstack/react-query';
import { type ContentSource, readFrom } from './source';

export const bannersQuery = (source: ContentSource | null, lang: Language) =>
  queryOptions({
    queryKey: ['banners', lang] as const,
    queryFn: readFrom(source, async (cms) => {
      const banners = await cms.getBanners(lang);
      return banners.length > 0 || lang === 'es' ? banners : cms.getBanners('es');
    }),
  });
