import { LANGUAGES, type Language } from '@brilla/i18n/languages';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '~/components/ui/icon';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';

/**
 * Dropdown of links to the same page in each language (docs/design.md §3). Closes on a choice, an
 * outside click or Escape; the active language is marked and choosing it changes nothing.
 */
export function LanguageSwitcher({
  hidden = false,
  tone = 'light',
}: {
  hidden?: boolean;
  tone?: 'light' | 'dark';
}) {
  const { language, pathFor, remember } = useLanguage();
  const t = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (event: React.MouseEvent, target: Language) => {
    if (target === language) event.preventDefault();
    else remember(target);
    setOpen(false);
  };

  return (
    <div ref={root} className="relative" hidden={hidden}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm font-semibold ${
          tone === 'light'
            ? 'border-white/40 text-white hover:bg-white/10'
            : 'border-ink/20 bg-white text-ink shadow-sm hover:bg-brand-light'
        }`}
      >
        {/* The visible code starts the accessible name ("ES, Cambiar idioma (Español)"):
            what a speech-input user says is what they see. */}
        {language.toUpperCase()}
        <span className="sr-only">{`, ${t('language.switchTo')} (${t('language.current')})`}</span>
        <Icon name="chevronDown" width={16} height={16} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-40 overflow-hidden rounded-xl bg-white py-1 text-ink shadow-xl ring-1 ring-black/5"
      >
        {LANGUAGES.map((option) => (
          <li key={option}>
            <Link
              to={pathFor(option)}
              lang={option}
              hrefLang={option}
              aria-current={option === language ? 'true' : undefined}
              onClick={(event) => choose(event, option)}
              className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-brand-light aria-[current=true]:font-bold aria-[current=true]:text-brand"
            >
              {t(`language.${option}`)}
              {option === language ? <Icon name="check" width={16} height={16} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
