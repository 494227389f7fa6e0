import { SEARCH_PATH } from '@brilla/types';
import { data, Link } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { LoadError } from '~/components/ui/load-error';
import { PageHeader } from '~/components/ui/page-header';
import { SearchForm } from '~/components/ui/search-form';
import { languageFromPath, localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { textOf } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';
import { cmsReader } from '~/lib/cms.server';
import { CmsError } from '~/lib/cms-error';
import { errorMeta } from '~/lib/error-meta';
import { pageMeta } from '~/lib/page-meta';
import { searchQuery } from '~/lib/search-query';
import type { Route } from './+types/search-route';
import type { SearchResult } from './search-index.server';
import { searchIn, searchIndex } from './search-index.server';
import type { MarkedText } from './search-text';

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  const lang = languageFromPath(args.location.pathname);
  // A page of results is for the visitor who asked: search engines get the form alone.
  return pageMeta(args, {
    title: `${textOf(lang, 'search.title')} | Brilla Talent`,
    description: textOf(lang, 'search.intro'),
    path: SEARCH_PATH,
    noindex: args.loaderData.query !== '',
  });
};

/**
 * `/buscar?q=…` (`/en/buscar`): pages, services, posts and blog categories in the URL's language
 * that hold the query's words, best first; the form works without JavaScript (a GET).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const query = searchQuery(url);
  if (query === '') return { query, results: [], failed: false };
  try {
    // Published content only, whoever asks: the index is shared by every visitor.
    const index = await searchIndex(cmsReader(null), lang);
    return { query, results: searchIn(index, query), failed: false };
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] search: ${error.message}`);
    return data({ query, results: [], failed: true }, { status: 503 });
  }
}

function Marked({ parts }: { parts: MarkedText }) {
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <mark key={i} className="rounded bg-brand-light px-0.5 text-ink">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function Results({ query, results }: { query: string; results: SearchResult[] }) {
  const t = useT();
  const { language } = useLanguage();
  if (results.length === 0) return <p className="text-lg">{t('search.none', { query })}</p>;
  return (
    <>
      <p className="mb-8 text-lg text-muted">
        {results.length === 1
          ? t('search.resultsOne', { query })
          : t('search.results', { count: results.length, query })}
      </p>
      <ol className="flex flex-col gap-8">
        {results.map((result) => (
          <li key={result.path}>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand">
              {t(`search.kinds.${result.kind}`)}
            </p>
            <h2 className="mt-1 text-xl font-bold">
              <Link to={localizePath(result.path, language)} className="hover:text-brand">
                <Marked parts={result.title} />
              </Link>
            </h2>
            <p className="mt-2 text-ink/80">
              <Marked parts={result.excerpt} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, results, failed } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title={t('search.title')}>
        <p>{t('search.intro')}</p>
      </PageHeader>
      <section className="container-page max-w-3xl py-16 md:py-20">
        <SearchForm query={query} className="mb-12" />
        {failed ? (
          <LoadError message={t('search.unavailable')} />
        ) : query === '' ? null : (
          <Results query={query} results={results} />
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
