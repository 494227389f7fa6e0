import { useEffect, useState } from 'react';

/** docs/product.md §9: the header sticks once the page is scrolled more than 100 px. */
const STICKY_HEADER_THRESHOLD = 100;

export function useStickyHeader(threshold = STICKY_HEADER_THRESHOLD): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return sticky;
}
