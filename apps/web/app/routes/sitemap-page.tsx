import { Link } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { PageHeader } from '~/components/ui/page-header';
import { languageFromPath, localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { textOf } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';
import { orUnavailable } from '~/lib/cms-guard.server';
import { errorMeta } from '~/lib/error-meta';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateContent } from '~/lib/revalidation';
import { type SitemapEntry, sitemapEntries } from '~/lib/sitemap-entries.server';
import type { Route } from './+types/sitemap-page';

const GROUPS: SitemapEntry['group'][] = ['pages', 'services', 'landing', 'blog'];

export const meta: Route.MetaFunction = (args) => {
  if (args.error) return errorMeta(args.error, args.location.pathname);
  const lang = languageFromPath(args.location.pathname);
  return pageMeta(args, {
    title: `${textOf(lang, 'sitemap.title')} | Brilla Talent`,
    description: textOf(lang, 'sitemap.intro'),
  });
};

/** `/sitemap`: every page of the site, grouped, in the page language. */
export async function loader() {
  return { entries: await orUnavailable(sitemapEntries()) };
}

export const shouldRevalidate = shouldRevalidateContent;

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <>
      <PageHeader title={t('sitemap.title')}>
        <p>{t('sitemap.intro')}</p>
      </PageHeader>
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 md:py-20 lg:grid-cols-4">
        {GROUPS.map((group) => {
          const entries = loaderData.entries.filter((entry) => entry.group === group);
          if (entries.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`sitemap-${group}`}>
              <h2 id={`sitemap-${group}`} className="mb-4 text-lg font-bold text-brand">
                {t(`sitemap.groups.${group}`)}
              </h2>
              <ul className="flex flex-col gap-2">
                {entries.map((entry) => (
                  <li key={entry.path}>
                    <Link
                      to={localizePath(entry.path, language)}
                      className="hover:text-brand hover:underline"
                    >
                      {entry.titles[language]}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
