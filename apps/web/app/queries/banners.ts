import type { Language } from '@brilla/i18n';
import { queryOptions } from '@tanstack/react-query';
import { contentSource } from './source';

export const bannersQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['banners', lang] as const,
    queryFn: async ({ client }) => {
      const cms = contentSource(client);
      const banners = await cms.getBanners(lang);
      return banners.length > 0 || lang === 'es' ? banners : cms.getBanners('es');
    },
  });
