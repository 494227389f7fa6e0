import type { Pagination as PaginationInfo } from '@brilla/types';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t';

export function Pagination({
  pagination,
  basePath,
}: {
  pagination: PaginationInfo;
  basePath: string;
}) {
  const t = useT();
  const { page, pageCount } = pagination;
  if (pageCount <= 1) return null;
  const href = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  const style =
    'rounded-full px-5 py-2.5 font-semibold ring-1 ring-brand/30 text-brand hover:bg-brand-light';
  return (
    <nav aria-label={t('blog.pagination')} className="mt-12 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={style}>
          {t('common.previous')}
        </Link>
      ) : null}
      <span className="text-muted">{t('blog.pageOf', { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={style}>
          {t('common.next')}
        </Link>
      ) : null}
    </nav>
  );
}
