import type { Language } from '@brilla/i18n';
import { queryOptions } from '@tanstack/react-query';
import { contentSource } from './source';

export const testimonialsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['testimonials', lang] as const,
    queryFn: async ({ client }) => {
      const cms = contentSource(client);
      const items = await cms.getTestimonials(lang);
      return items.length > 0 || lang === 'es' ? items : cms.getTestimonials('es');
    },
  });
