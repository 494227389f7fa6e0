import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type ActionFunction, createRoutesStub } from 'react-router';
import { setBrowserHydration } from '~/components/ui/server-html';
import { LanguageProvider } from '~/i18n/language-context';
import type { RootData } from '~/lib/root-data';

type Options = {
  /** The URL the component is shown at. */
  path?: string;
  action?: ActionFunction;
  /** The root loader's data the UI reads (site settings, preview); none by default. */
  root?: Partial<RootData>;
  /**
   * Renders on the "server" first and hydrates that HTML, after this has changed it the way a
   * visitor can before the scripts run (typing into a field).
   */
  beforeHydration?: (container: HTMLElement) => void;
};

/** The UI inside a router (any path matches) as the root route, and the language provider. */
function inApp(ui: ReactNode, { path = '/inicio', action, root }: Options) {
  const rootData = { setting: null, preview: null, ...root };
  const element = <LanguageProvider>{ui}</LanguageProvider>;
  const Stub = createRoutesStub([
    // biome-ignore lint/correctness/noComponentHookFactories: a stub route per test, rendered once
    { id: 'root', path: '*', action, loader: () => rootData, Component: () => element },
  ]);
  return {
    app: <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />,
  };
}

/**
 * Renders UI inside a router (any path matches) and the language provider, as the app does.
 * Returns the Testing Library result.
 */
export function renderInApp(ui: ReactNode, options: Options = {}) {
  const { app } = inApp(ui, options);
  if (!options.beforeHydration) return render(app);
  const container = serverRendered(app, options.beforeHydration);
  return render(app, { container, hydrate: true });
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
 * wait (suspend) while hydrating keep waiting. `beforeHydration` runs between the two;
 * `serverUi`, when given, is what the server renders (as a document's render has what the
 * browser's data leaves out).
 */
export async function hydrateInApp(
  ui: ReactNode,
  options: Options & { serverUi?: ReactNode } = {},
) {
  const { app } = inApp(ui, options);
  const server = options.serverUi ? inApp(options.serverUi, options).app : app;
  const container = serverRendered(server, options.beforeHydration);
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
