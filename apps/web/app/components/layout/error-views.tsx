import { Link, useLocation } from 'react-router';
import { PageHeader } from '~/components/ui/page-header';
import { SearchForm } from '~/components/ui/search-form';
import { localizePath, sitePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';

/** The 404 page (unknown paths, `/error`) or the missing-blog variant. */
export function NotFoundView({ kind = 'page' }: { kind?: 'page' | 'blog' }) {
  const t = useT();
  const { language } = useLanguage();
  const blog = kind === 'blog';
  return (
    <>
      <PageHeader title={t(blog ? 'blog.notFoundTitle' : 'errors.notFoundTitle')}>
        <p className="text-7xl font-extrabold text-white/20" aria-hidden="true">
          404
        </p>
      </PageHeader>
      <section className="container-page flex flex-col items-center gap-6 py-20 text-center">
        <p className="max-w-xl text-lg text-muted">
          {t(blog ? 'blog.notFoundMessage' : 'errors.notFoundMessage')}
        </p>
        <Link
          to={localizePath(blog ? '/blog' : '/inicio', language)}
          className="rounded-full bg-brand px-7 py-3 font-semibold text-white shadow-lg shadow-brand/30 hover:bg-brand-dark"
        >
          {t(blog ? 'blog.backToBlog' : 'errors.backHome')}
        </Link>
        <SearchForm className="mt-6 max-w-xl" />
      </section>
    </>
  );
}

/** The CMS could not be reached (503): what happened and a retry link to the same page (on this site). */
export function UnavailableView({ withHeader = true }: { withHeader?: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const body = (
    <section className="container-page flex flex-col items-center gap-6 py-20 text-center">
      {withHeader ? null : (
        <h1 className="text-3xl font-extrabold text-ink">{t('errors.unavailableTitle')}</h1>
      )}
      <p className="max-w-xl text-lg text-muted">{t('errors.unavailableMessage')}</p>
      <a
        href={`${sitePath(pathname)}${search}`}
        className="rounded-full bg-brand px-7 py-3 font-semibold text-white shadow-lg shadow-brand/30 hover:bg-brand-dark"
      >
        {t('common.retry')}
      </a>
    </section>
  );
  if (!withHeader) return body;
  return (
    <>
      <PageHeader title={t('errors.unavailableTitle')} />
      {body}
    </>
  );
}
