import { useT } from '~/i18n/use-t';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-white px-4 py-3 font-semibold text-brand shadow-lg focus:translate-y-0"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
