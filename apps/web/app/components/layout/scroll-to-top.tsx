import { useEffect, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n/use-t';

/** docs/product.md §9: the colours invert over a dark section at 100 px from the viewport top. */
const DARK_PROBE_PX = 100;
const SHOW_AFTER_PX = 300;

/** True when an element marked `data-theme="dark"` covers the line `probe` px from the top. */
export function isDarkAt(probe: number, root: Document = document): boolean {
  for (const section of root.querySelectorAll('[data-theme="dark"]')) {
    const { top, bottom } = section.getBoundingClientRect();
    if (top <= probe && bottom > probe) return true;
  }
  return false;
}

export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const [dark, setDark] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SHOW_AFTER_PX);
      setDark(isDarkAt(DARK_PROBE_PX));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={t('common.backToTop')}
      data-variant={dark ? 'dark' : 'light'}
      className={`fixed right-6 bottom-24 z-30 inline-flex size-12 items-center justify-center rounded-full shadow-lg transition ${
        dark ? 'bg-white text-brand' : 'bg-brand text-white'
      } ${visible ? 'visible opacity-100' : 'invisible opacity-0'}`}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
