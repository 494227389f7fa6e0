import type { Language } from '@brilla/i18n';
import { queryOptions } from '@tanstack/react-query';
import { type ContentSource, readFrom } from './source';

export const testimonialsQuery = (source: ContentSource | null, lang: Language) =>
  queryOptions({
    queryKey: ['testimonials', lang] as const,
    queryFn: readFrom(source, async (cms) => {
      const items = await cms.getTestimonials(lang);
      return items.length > 0 || lang === 'es' ? items : cms.getTestimonials('es');
    }),
  });
