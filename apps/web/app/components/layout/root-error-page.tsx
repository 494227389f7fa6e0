import { isRouteErrorResponse } from 'react-router';
import { useT } from '~/i18n/use-t';
import { NotFoundView, UnavailableView } from './error-views';

/** Root failures (the CMS down for site settings): a standalone page, no frame, no stack trace. */
export function RootErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{`${t(notFound ? 'errors.notFoundTitle' : 'errors.unavailableTitle')} | Brilla Talent`}</title>
      <main id="main-content" className="min-h-dvh bg-white">
        {notFound ? <NotFoundView /> : <UnavailableView />}
      </main>
    </>
  );
}
