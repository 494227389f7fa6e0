import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type ActionFunction, createRoutesStub } from 'react-router';
import { setBrowserHydration } from '~/components/ui/server-html';
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

/** The UI inside a router (any path matches), the language provider and a browser query client. */
function inApp(ui: ReactNode, { path = '/inicio', action, prefill }: Options) {
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
  return { app: <Stub initialEntries={[path]} />, client };
}

/**
 * Renders UI inside a router (any path matches), the language provider and a browser query
 * client, as the app does. Returns the Testing Library result and the query client.
 */
export function renderInApp(ui: ReactNode, options: Options = {}) {
  const { app, client } = inApp(ui, options);
  if (!options.beforeHydration) return { ...render(app), client };
  const container = serverRendered(app, options.beforeHydration);
  return { ...render(app, { container, hydrate: true }), client };
}

/** The app's "server" HTML in a container, changed by `beforeHydration` as a visitor could. */
function serverRendered(app: ReactNode, beforeHydration?: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(app);
  beforeHydration?.(container);
  return container;
}

/**
 * Renders UI on the "server" and hydrates that HTML as the browser does, letting parts that
 * wait (suspend) while hydrating keep waiting. `beforeHydration` runs between the two.
 */
export async function hydrateInApp(ui: ReactNode, options: Options = {}) {
  const { app } = inApp(ui, options);
  const container = serverRendered(app, options.beforeHydration);
  setBrowserHydration(true);
  try {
    const root = await act(async () => hydrateRoot(container, app));
    return { container, unmount: () => act(() => root.unmount()) };
  } finally {
    setBrowserHydration(false);
  }
}

/** React owns a node once it has hydrated or rendered it (its fiber is attached to it). */
export const ownedByReact = (node: Element | null | undefined) =>
  Boolean(node) && Object.keys(node as Element).some((key) => key.startsWith('__reactFiber$'));
