import type { ReactNode } from 'react';
import { useContentLang } from '~/i18n/content-language';

type Props = {
  title?: string | null;
  intro?: string | null;
  tone?: 'white' | 'soft' | 'dark';
  children: ReactNode;
  className?: string;
  id?: string;
};

const TONES = {
  white: 'bg-white text-ink',
  soft: 'bg-brand-light/60 text-ink',
  dark: 'bg-night text-white',
};

/** A page band with an optional heading and intro; dark bands are marked for scroll-to-top. */
export function Section({ title, intro, tone = 'white', children, className = '', id }: Props) {
  const lang = useContentLang();
  return (
    <section
      id={id}
      data-theme={tone === 'dark' ? 'dark' : undefined}
      className={`py-20 md:py-24 ${TONES[tone]} ${className}`}
    >
      <div className="container-page">
        {title ? (
          <div data-animate lang={lang} className="mx-auto mb-12 max-w-2xl text-center">
            <h2 className="text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h2>
            {intro ? (
              <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-white/80' : 'text-muted'}`}>
                {intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
