import stylesheetUrl from '../app.css?url';

/**
 * The whole stylesheet, as a file (hashed, immutable, precompressed): a document inlines only the
 * rules its server-rendered classes need (decision 043), so what the scripts render later (the
 * mobile menu, toasts, form errors, calculator results, other pages after a client navigation)
 * needs the rest. Added once the scripts run, after the first screen: it never blocks a paint,
 * and it holds every inlined rule in the same order, so it changes nothing already shown.
 */
export function loadFullStylesheet(root: Document = document): void {
  if (root.querySelector(`link[rel="stylesheet"][href="${stylesheetUrl}"]`)) return;
  const link = root.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  root.head.append(link);
}
