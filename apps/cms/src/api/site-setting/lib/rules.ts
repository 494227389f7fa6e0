import type { Language } from '@brilla/i18n';
import {
  BLOG_CATEGORY_PREFIX,
  BLOG_POST_PREFIX,
  CODE_PAGE_PATHS,
  HOME_ALIASES,
  HOME_PATH,
} from '@brilla/types';
import { isHttpUrl, isSitePath, normalizePath } from '../../../lib/site-path';
import type { FieldProblem } from '../../../lib/validation-error';

/** The site settings' menus: repeatable components with a `label` and a `target`. */
export const MENU_FIELDS = ['headerMenu', 'footerLinks'] as const;
export type MenuField = (typeof MENU_FIELDS)[number];
/** One menu link as saved, not yet checked. */
export type MenuLink = { label?: unknown; target?: unknown };

/** What a link target leads to once written the way the site reads it. */
export type Destination =
  | { kind: 'url' }
  | { kind: 'code' }
  | { kind: 'page'; slug: string }
  | { kind: 'blog'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'english'; spanish: string }
  | { kind: 'malformed' };

/** Published slugs found for the destinations of a save (pages, blog posts, blog categories). */
export type Existing = {
  pages: ReadonlySet<string>;
  blogs: ReadonlySet<string>;
  categories: ReadonlySet<string>;
};

const MESSAGES = {
  es: {
    field: { headerMenu: 'menú de la cabecera', footerLinks: 'enlaces rápidos del pie' },
    link: (label: string, field: string, n: number) =>
      label ? `«${label}» (${field}, enlace ${n})` : `El enlace ${n} del ${field}`,
    malformed: (link: string, target: string) =>
      `${link} lleva a «${target}», que no es una ruta del sitio ni una dirección web. Escribe una ruta que empiece por / (por ejemplo /nosotros) o una dirección completa que empiece por https://.`,
    english: (link: string, target: string, spanish: string) =>
      `${link} lleva a ${target}: escribe la ruta en español, sin /en (${spanish}); el sitio en inglés añade /en solo.`,
    page: (link: string, target: string) =>
      `${link} lleva a ${target}, pero no hay ninguna página publicada con esa ruta. Publica antes la página o corrige el destino.`,
    blog: (link: string, target: string) =>
      `${link} lleva a ${target}, pero no hay ningún artículo del blog publicado con esa ruta. Publica antes el artículo o corrige el destino.`,
    category: (link: string, target: string) =>
      `${link} lleva a ${target}, pero no hay ninguna categoría del blog publicada con esa ruta. Publica antes la categoría o corrige el destino.`,
  },
  en: {
    field: { headerMenu: 'header menu', footerLinks: 'footer quick links' },
    link: (label: string, field: string, n: number) =>
      label ? `"${label}" (${field}, link ${n})` : `Link ${n} of the ${field}`,
    malformed: (link: string, target: string) =>
      `${link} points to "${target}", which is neither a site path nor a web address. Write a path starting with / (for example /nosotros) or a full address starting with https://.`,
    english: (link: string, target: string, spanish: string) =>
      `${link} points to ${target}: write the Spanish path without /en (${spanish}); the English site adds /en itself.`,
    page: (link: string, target: string) =>
      `${link} points to ${target}, but no published page has that path. Publish the page first or correct the target.`,
    blog: (link: string, target: string) =>
      `${link} points to ${target}, but no published blog post has that path. Publish the post first or correct the target.`,
    category: (link: string, target: string) =>
      `${link} points to ${target}, but no published blog category has that path. Publish the category first or correct the target.`,
  },
} as const;

const HOME_SLUG = HOME_PATH.slice(1);

/** A target as stored: trimmed, and a site path without its trailing slash. */
export function cleanTarget(target: string): string {
  const trimmed = target.trim();
  return trimmed.startsWith('/') ? normalizePath(trimmed) : trimmed;
}

/**
 * Where a target leads, by the web's routes: a full http(s) address; a code route (blog lists,
 * sitemap); a blog post (`/blogs/<slug>`); a blog category (`/blog/categoria/<slug>`); else the
 * CMS page whose slug is the path (`/` and `/home` are the home page). Paths are written in
 * Spanish: `/en/...` is refused.
 */
export function destinationOf(rawTarget: string): Destination {
  const target = rawTarget.trim();
  if (isHttpUrl(target)) return { kind: 'url' };
  if (!isSitePath(target)) return { kind: 'malformed' };
  const path = normalizePath(target);
  if (path === '/en' || path.startsWith('/en/'))
    return { kind: 'english', spanish: path.slice(3) || '/' };
  if ((HOME_ALIASES as readonly string[]).includes(path)) return { kind: 'page', slug: HOME_SLUG };
  if ((CODE_PAGE_PATHS as readonly string[]).includes(path)) return { kind: 'code' };
  const post = path.startsWith(BLOG_POST_PREFIX) ? path.slice(BLOG_POST_PREFIX.length) : null;
  if (post && !post.includes('/')) return { kind: 'blog', slug: post };
  const category = path.startsWith(BLOG_CATEGORY_PREFIX)
    ? path.slice(BLOG_CATEGORY_PREFIX.length)
    : null;
  if (category && !category.includes('/')) return { kind: 'category', slug: category };
  return { kind: 'page', slug: path.slice(1) };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type Messages = (typeof MESSAGES)[Language];

function refusal(t: Messages, link: string, target: string, existing: Existing): string | null {
  const destination = destinationOf(target);
  switch (destination.kind) {
    case 'malformed':
      return t.malformed(link, target);
    case 'english':
      return t.english(link, target, destination.spanish);
    case 'page':
      return existing.pages.has(destination.slug) ? null : t.page(link, target);
    case 'blog':
      return existing.blogs.has(destination.slug) ? null : t.blog(link, target);
    case 'category':
      return existing.categories.has(destination.slug) ? null : t.category(link, target);
    default:
      return null;
  }
}

/**
 * Why the links of one menu cannot be saved: a target that is neither a site path nor a web
 * address, an English path, or a page, blog post or category that `existing` does not hold. Each
 * problem names the link (label, menu, position) and says what to do. Empty targets are left to the
 * schema's own `required` check.
 */
export function menuProblems(
  field: MenuField,
  links: readonly MenuLink[],
  existing: Existing,
  language: Language,
): FieldProblem[] {
  const t = MESSAGES[language];
  const problems: FieldProblem[] = [];
  links.forEach((item, index) => {
    const target = text(item.target);
    if (target === '') return;
    const link = t.link(text(item.label), t.field[field], index + 1);
    const message = refusal(t, link, target, existing);
    if (message) problems.push({ path: [field, index, 'target'], message });
  });
  return problems;
}
