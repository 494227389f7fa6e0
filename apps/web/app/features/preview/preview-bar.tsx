import { useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '~/i18n/use-t';
import type { RootData } from '~/lib/root-data';

/**
 * Shown on every page while an editor previews: which version this is ("Vista previa ·
 * borrador") and a way out that comes back to the same page as visitors see it. A plain link:
 * leaving preview is a full request (the cookie is cleared by the server). Nothing for a
 * visitor (the root data says whether this is a preview).
 */
export function PreviewBar() {
  const t = useT();
  const { pathname, search } = useLocation();
  const status = useRouteLoaderData<RootData>('root')?.preview;
  if (!status) return null;
  const label = t(status === 'draft' ? 'preview.draft' : 'preview.published');
  const exit = `/api/preview/exit?${new URLSearchParams({ to: `${pathname}${search}` })}`;
  return (
    <aside
      aria-label={label}
      data-testid="preview-bar"
      className="fixed bottom-5 left-5 z-50 flex max-w-[calc(100%-7rem)] flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl bg-ink px-4 py-2 text-sm text-white shadow-xl shadow-black/25"
    >
      <strong className="font-semibold">{label}</strong>
      <a href={exit} className="underline underline-offset-2 hover:text-amber-200">
        {t('preview.exit')}
      </a>
    </aside>
  );
}
