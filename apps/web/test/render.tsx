import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type ActionFunction, createRoutesStub } from 'react-router';
import { LanguageProvider } from '~/i18n/language-context';
import { createBrowserQueryClient } from '~/lib/query-client';

type Options = {
  /** The URL the component is shown at. */
  path?: string;
  action?: ActionFunction;
  /** Fills the browser cache as a loader's dehydrated state would. */
  prefill?: (client: QueryClient) => void;
};

/**
 * Renders UI inside a router (any path matches), the language provider and a browser query
 * client, as the app does. Returns the Testing Library result and the query client.
 */
export function renderInApp(ui: ReactNode, { path = '/inicio', action, prefill }: Options = {}) {
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
  return { ...render(<Stub initialEntries={[path]} />), client };
}
