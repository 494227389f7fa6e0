import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type ActionFunction, createRoutesStub } from 'react-router';
import { LanguageProvider } from '~/i18n/language-context';
import { createBrowserQueryClient } from '~/lib/query-client';

type Options = {
  /** The URL the component is shown at. */
  path?: string;
  action?: ActionFunction;
  /** Fills the browser cache as a loader's dehydrated state would. */
  prefill?: (client: QueryClient) => void;
  /**
   * Renders on the "server" first and hydrates that HTML, after this has changed it the way a
   * visitor can before the scripts run (typing into a field).
   */
  beforeHydration?: (container: HTMLElement) => void;
};

/**
 * Renders UI inside a router (any path matches), the language provider and a browser query
 * client, as the app does. Returns the Testing Library result and the query client.
 */
export function renderInApp(
  ui: ReactNode,
  { path = '/inicio', action, prefill, beforeHydration }: Options = {},
) {
  const client = createBrowserQueryClient();
  prefill?.(client);
  const element = (
    <QueryClientProvider client={client}>
      <LanguageProvider>{ui}</LanguageProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    // biome-ignore lint/correctness/noComponentHookFactories: a stub route per test, rendered once
    { path: '*', action, Component: () => element },
  ]);
  const app = <Stub initialEntries={[path]} />;
  if (!beforeHydration) return { ...render(app), client };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(app);
  beforeHydration(container);
  return { ...render(app, { container, hydrate: true }), client };
}
