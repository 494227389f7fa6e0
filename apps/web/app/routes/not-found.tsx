import { data } from 'react-router';
import { NotFoundView } from '~/components/layout/error-views';
import { errorMeta } from '~/lib/error-meta';
import type { Route } from './+types/not-found';

/** `/error`: the 404 page, with status 404. */
export const meta: Route.MetaFunction = ({ location }) =>
  errorMeta(
    { status: 404, statusText: 'Not Found', internal: false, data: null },
    location.pathname,
  );

export function loader() {
  return data({ framed: true }, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundView />;
}
