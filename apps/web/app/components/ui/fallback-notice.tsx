import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';

/** On an English URL showing Spanish text: "Contenido no disponible en inglés aún". */
export function FallbackNotice() {
  const t = useT();
  const { language } = useLanguage();
  return (
    <p
      role="note"
      lang={language === 'en' ? 'es' : language}
      data-testid="missing-english"
      className="relative z-10 bg-amber-50 px-5 py-3 text-center font-medium text-amber-900"
    >
      {t('blog.missingEnglish')}
    </p>
  );
}
