import { createContext, useContext } from 'react';

/**
 * What a document's data carries in place of content the browser keeps as the server's HTML
 * (`ServerHtml`): the key under which the server rendered it. The page is whole in the HTML; the
 * data for hydration holds only what the browser will render itself (docs/decisions/042-web-read-path-and-caches.md).
 */
export type Kept = { kept: string };

export function isKept(value: unknown): value is Kept {
  return typeof value === 'object' && value !== null && 'kept' in value;
}

const KeptContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/** entry.server gives the request's kept content (`AppLoadContext.kept`) to the render. */
export const KeptProvider = KeptContext.Provider;

/**
 * The content behind a value that may be kept: on the server, what the loader kept for the
 * render; in the browser, null (the element keeps its server HTML and needs none).
 */
export function useKept<T>(value: T | Kept): T | null {
  const store = useContext(KeptContext);
  if (!isKept(value)) return value;
  return (store?.get(value.kept) as T | undefined) ?? null;
}
