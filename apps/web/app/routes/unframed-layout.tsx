import { Outlet } from 'react-router';
import { Frame } from '~/components/layout/frame';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { PreviewBar } from '~/features/preview/preview-bar';
import type { Route } from './+types/unframed-layout';

/** `/single/…` landing pages: logo, language switcher and chat button; no navigation. */
export default function UnframedLayout() {
  return (
    <Frame minimal previewBar={<PreviewBar />}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame minimal previewBar={<PreviewBar />}>
      <RouteErrorPage error={error} />
    </Frame>
  );
}
