import type { Language } from '@brilla/i18n';
import type { BlogSummary } from '@brilla/types';
import type { CmsReader } from '~/lib/cms.server';
import { orSpanish } from '~/lib/content.server';
import type {
  BlogListItem,
  BlogListResult,
  BlogResult,
  CategoryItem,
  CategoryResult,
} from './blog-types';

/** English posts are listed in place of their Spanish original; the rest stay Spanish. */
const ENGLISH_LOOKUP_SIZE = 100;

/** One page of the post list in `lang`, newest first; with `category`, that category's posts. */
export async function readBlogList(
  cms: CmsReader,
  lang: Language,
  page = 1,
  pageSize = 9,
  category?: string,
): Promise<BlogListResult> {
  const [spanish, english] = await Promise.all([
    cms.listBlogs('es', page, pageSize, category),
    // Stryker disable next-line ConditionalExpression: a Spanish list never looks at the English posts (below)
    lang === 'en' ? cms.listBlogs('en', 1, ENGLISH_LOOKUP_SIZE) : null,
  ]);
  const bySlug = new Map(english?.items.map((post) => [post.slug, post]));
  const items = spanish.items.map((post): BlogListItem => {
    if (lang === 'es') return { post, fallback: false };
    const translated = bySlug.get(post.slug);
    return translated ? { post: translated, fallback: false } : { post, fallback: true };
  });
  return { items, pagination: spanish.pagination };
}

/** The post at `slug` in `lang`, or its Spanish version while English has none. */
export async function readBlog(cms: CmsReader, lang: Language, slug: string): Promise<BlogResult> {
  const { value, spanish } = await orSpanish(lang, (l) => cms.getBlogBySlug(slug, l), Boolean);
  return { blog: value, fallback: spanish && value !== null };
}

/**
 * Every category in `lang`, as the blog lists them: the Spanish ones (every category has a Spanish
 * version, as posts do), each under its English name where it has one.
 */
export async function readCategories(cms: CmsReader, lang: Language): Promise<CategoryItem[]> {
  const [spanish, english] = await Promise.all([
    // Stryker disable next-line StringLiteral: an empty locale is no locale, and the CMS answers its default, Spanish.
    cms.listCategories('es'),
    // Stryker disable next-line ConditionalExpression: reading the English names for a Spanish list only costs a read; none of them is shown.
    lang === 'en' ? cms.listCategories('en') : null,
  ]);
  const bySlug = new Map(english?.map((category) => [category.slug, category]));
  const items = spanish.map(({ name, slug }): CategoryItem => {
    if (lang === 'es') return { name, slug, fallback: false };
    const translated = bySlug.get(slug);
    return translated
      ? { name: translated.name, slug, fallback: false }
      : { name, slug, fallback: true };
  });
  // By name as the language sorts it (the CMS's database may order accented names last).
  return items.sort((a, b) => a.name.localeCompare(b.name, lang));
}

/** The category at `slug` in `lang`, or its Spanish version while English has none. */
export async function readCategory(
  cms: CmsReader,
  lang: Language,
  slug: string,
): Promise<CategoryResult> {
  const { value, spanish } = await orSpanish(lang, (l) => cms.getCategoryBySlug(slug, l), Boolean);
  return { category: value, fallback: spanish && value !== null };
}

/** Related posts a post shows at its end: at most this many. */
const RELATED_SIZE = 3;

/**
 * Up to three other posts of the category `category`, written in `lang` (an English post lists
 * English posts only), newest first.
 */
export async function readRelated(
  cms: CmsReader,
  lang: Language,
  category: string,
  slug: string,
): Promise<BlogSummary[]> {
  const list = await cms.listBlogs(lang, 1, RELATED_SIZE + 1, category);
  return list.items.filter((post) => post.slug !== slug).slice(0, RELATED_SIZE);
}
