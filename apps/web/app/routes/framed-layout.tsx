import { Outlet, useMatches } from 'react-router';
import { Frame } from '~/components/layout/frame';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { PreviewBar } from '~/features/preview/preview-bar';
import type { Route } from './+types/framed-layout';

/** A CMS page whose entry says `framed: false` gets the minimal frame, wherever it lives. */
function useLeafFramed(): boolean {
  const leaf = useMatches().at(-1);
  const data = leaf?.loaderData as { framed?: unknown } | undefined;
  return data?.framed !== false;
}

export default function FramedLayout() {
  const framed = useLeafFramed();
  return (
    <Frame minimal={!framed} previewBar={<PreviewBar />}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame previewBar={<PreviewBar />}>
      <RouteErrorPage error={error} />
    </Frame>
  );
}
