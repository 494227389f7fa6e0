import { isRouteErrorResponse } from 'react-router';
import { NotFoundView, UnavailableView } from './error-views';

type NotFoundData = { kind?: 'page' | 'blog' };

/** Inside the frame: 404 → not-found page; anything else → the unavailable page (no stack). */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const data = error.data as NotFoundData | null;
    return <NotFoundView kind={data?.kind === 'blog' ? 'blog' : 'page'} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <UnavailableView />;
}
