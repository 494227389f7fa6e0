import stylesheetUrl from '../app.css?url';
import { onFirstAct } from './first-act';

/** The whole stylesheet's URL (hashed, immutable, precompressed), for root.tsx's prefetch. */
export { stylesheetUrl };

let loading: Promise<void> | undefined;

/**
 * The whole stylesheet, applied once: a document inlines only the rules its server-rendered
 * classes need (decision 043), so what the scripts render later (another page after a client
 * navigation, the mobile menu, toasts, form errors, calculator results) needs the rest. It holds
 * every inlined rule in the same order, so it changes nothing already shown. Resolves when the
 * file has loaded (or failed: the page then keeps its own rules).
 */
export function loadFullStylesheet(root: Document = document): Promise<void> {
  loading ??= new Promise<void>((done) => {
    const link = root.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a promise settles once; later calls of done() do nothing
    link.addEventListener('load', () => done(), { once: true });
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: as above
    link.addEventListener('error', () => done(), { once: true });
    root.head.append(link);
  });
  return loading;
}

/**
 * Applies the whole stylesheet at the visitor's first act on the page (a client navigation also
 * awaits it: `route-cache.ts`), not while the page loads: parsing it and restyling the page is
 * main-thread work a phone would otherwise do during hydration. The file is prefetched
 * (root.tsx), so applying it waits for no network.
 */
export function loadFullStylesheetOnFirstAct(): void {
  onFirstAct(() => void loadFullStylesheet());
}
