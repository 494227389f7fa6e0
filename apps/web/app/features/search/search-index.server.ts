import type { Language } from '@brilla/i18n';
import { blogCategoryPath, mirroredPath } from '@brilla/types';
import MiniSearch from 'minisearch';
import pMap from 'p-map';
import type { CmsReader } from '~/lib/cms.server';
import { contentVersion } from '~/lib/cms-cache.server';
import { plainText } from '~/lib/rich-text';
import { foldTerm, type MarkedText, markTerms, snippet } from './search-text';

/** What a result is, for its label. */
type SearchKind = 'page' | 'service' | 'post' | 'category';

/** A page, service or post as the index holds it (its path the Spanish way, without `/en`). */
export type SearchDocument = {
  id: string;
  kind: SearchKind;
  path: string;
  title: string;
  /** The SEO description or the post's excerpt, then the rest of its text. */
  text: string;
};

export type SearchResult = {
  kind: SearchKind;
  path: string;
  title: MarkedText;
  excerpt: MarkedText;
};

/** Results a search shows: a site of this size has few more worth reading. */
export const MAX_RESULTS = 20;

/** CMS reads an index build makes at once. */
const BUILD_CONCURRENCY = 4;

/** Keys of a block that hold no text a visitor reads (addresses, settings, media). */
const NOT_TEXT = new Set([
  '__component',
  'id',
  'documentId',
  'type',
  'url',
  'target',
  'href',
  'icon',
  'mime',
  'formats',
  'locale',
  'slug',
  'alternativeText',
]);

/** Every text a visitor reads in a block, in order (identifier-like values such as "dark" left out). */
export function blockText(value: unknown): string[] {
  if (typeof value === 'string') return /\s|[A-ZÁÉÍÓÚÑ]/.test(value) ? [value] : [];
  // Stryker disable next-line ConditionalExpression: walked as an object, an array gives its items under keys '0', '1'…, which NOT_TEXT never holds.
  if (Array.isArray(value)) return value.flatMap(blockText);
  // Stryker disable next-line ConditionalExpression: Object.entries of a number or a boolean is empty as well.
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    NOT_TEXT.has(key) ? [] : blockText(field),
  );
}

/**
 * Everything the site shows in `lang` that a search can find: pages, services, posts and the
 * blog's categories.
 */
export async function searchDocuments(cms: CmsReader, lang: Language): Promise<SearchDocument[]> {
  const [pages, posts, categories] = await Promise.all([
    cms.listPages(lang),
    cms.listBlogs(lang, 1, 100),
    cms.listCategories(lang),
  ]);
  const shown = pages.filter((page) => mirroredPath(`/${page.slug}`) === null);
  // A few reads at a time: a build after a publish must not queue dozens of full-page reads at
  // once on the CMS (they would pass its time limit on a busy machine, and the visitors' pages wait
  // behind them).
  const options = { concurrency: BUILD_CONCURRENCY };
  const fullPages = await pMap(shown, (page) => cms.getPage(page.slug, lang), options);
  const fullPosts = await pMap(posts.items, (post) => cms.getBlogBySlug(post.slug, lang), options);
  const documents: SearchDocument[] = [];
  for (const page of fullPages) {
    if (!page) continue;
    documents.push({
      id: `page:${page.slug}`,
      kind: page.slug.startsWith('single-service/') ? 'service' : 'page',
      path: `/${page.slug}`,
      title: page.title,
      text: [page.seo?.metaDescription ?? '', ...blockText(page.blocks)].join(' ').trim(),
    });
  }
  for (const post of fullPosts) {
    if (!post) continue;
    documents.push({
      id: `post:${post.slug}`,
      kind: 'post',
      path: `/blogs/${post.slug}`,
      title: post.title,
      text: `${post.excerpt} ${Array.isArray(post.content) ? plainText(post.content) : ''}`.trim(),
    });
  }
  for (const category of categories) {
    documents.push({
      id: `category:${category.slug}`,
      kind: 'category',
      path: blogCategoryPath(category.slug),
      title: category.name,
      text: category.description ?? '',
    });
  }
  return documents;
}

type Index = { search: MiniSearch<SearchDocument>; documents: Map<string, SearchDocument> };

/** An index of `documents`: titles count three times the text; accents and case never count. */
export function buildIndex(documents: SearchDocument[]): Index {
  const search = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    processTerm: foldTerm,
    searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2 },
  });
  search.addAll(documents);
  return { search, documents: new Map(documents.map((document) => [document.id, document])) };
}

/**
 * The best results for `query`, each with the words found marked: first those with every word of
 * the query, else those with any.
 */
export function searchIn(index: Index, query: string): SearchResult[] {
  const every = index.search.search(query, { combineWith: 'AND' });
  const hits =
    every.length > 0
      ? every
      : // Stryker disable next-line ObjectLiteral: MiniSearch combines with OR by default; said here for the reader.
        index.search.search(query, { combineWith: 'OR' });
  return hits.slice(0, MAX_RESULTS).flatMap((hit) => {
    const document = index.documents.get(String(hit.id));
    // Stryker disable next-line ConditionalExpression,ArrayDeclaration: every hit is one of the documents the index was built from.
    if (!document) return [];
    const terms = new Set(hit.terms);
    return [
      {
        kind: document.kind,
        path: document.path,
        title: markTerms(document.title, terms),
        excerpt: markTerms(snippet(document.text, terms), terms),
      },
    ];
  });
}

const indexes = new Map<Language, { version: number; index: Promise<Index> }>();

/**
 * The index of `lang`, built on the first search after a publish (the content version changes
 * with every purge), shared by the searches meanwhile; a failed build is not kept.
 */
export function searchIndex(cms: CmsReader, lang: Language): Promise<Index> {
  const version = contentVersion();
  const kept = indexes.get(lang);
  if (kept && kept.version === version) return kept.index;
  const index = searchDocuments(cms, lang).then(buildIndex);
  indexes.set(lang, { version, index });
  index.catch(() => {
    if (indexes.get(lang)?.index === index) indexes.delete(lang);
  });
  return index;
}
