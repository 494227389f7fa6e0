import { useId } from 'react';
import { Link } from 'react-router';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';

/** The brand mark: a four-point spark ("brilla" = shine) and the word mark; links to home. */
export function Logo({ siteName, tone = 'light' }: { siteName: string; tone?: 'light' | 'dark' }) {
  const { language } = useLanguage();
  const t = useT();
  // The mark appears more than once on a page (header, menu, footer): one gradient id each.
  const gradient = `logo-spark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Link
      to={localizePath('/', language)}
      className={`inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight ${
        tone === 'light' ? 'text-white' : 'text-ink'
      }`}
      aria-label={`${siteName} — ${t('nav.home')}`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff2e88" />
            <stop offset="1" stopColor="#7d1ed2" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path
          d="M16 5c1 6 3 8.9 11 11-8 2.1-10 5-11 11-1-6-3-8.9-11-11 8-2.1 10-5 11-11z"
          fill="#fff"
        />
      </svg>
      <span>{siteName}</span>
    </Link>
  );
}
