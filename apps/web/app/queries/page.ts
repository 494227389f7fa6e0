import type { Language } from '@brilla/i18n';
import type { Page } from '@brilla/types';
import { queryOptions } from '@tanstack/react-query';
import { type ContentSource, readFrom } from './source';

/** `fallback` is true when an English URL shows the Spanish page (no English version yet). */
export type PageResult = { page: Page | null; fallback: boolean };

export const pageQuery = (source: ContentSource | null, lang: Language, slug: string) =>
  queryOptions({
    queryKey: ['page', lang, slug] as const,
    queryFn: readFrom(source, async (cms): Promise<PageResult> => {
      const page = await cms.getPage(slug, lang);
      if (page || lang === 'es') return { page, fallback: false };
      const spanish = await cms.getPage(slug, 'es');
      return { page: spanish, fallback: spanish !== null };
    }),
  });
