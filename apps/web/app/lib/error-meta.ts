import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { languageFromPath } from '~/i18n/language';
import { textOf } from '~/i18n/translator';

/** Head tags of an error answer: a title in the path's language, kept out of search results. */
export function errorMeta(error: unknown, pathname: string): MetaDescriptor[] {
  const lang = languageFromPath(pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const blog = notFound && (error.data as { kind?: string } | null)?.kind === 'blog';
  const key = blog
    ? 'blog.notFoundTitle'
    : notFound
      ? 'errors.notFoundTitle'
      : 'errors.unavailableTitle';
  return [
    { title: `${textOf(lang, key)} | Brilla Talent` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}
