import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startAnimateOnScroll } from './animate-on-scroll';

/** Runs animate-on-scroll after hydration and after each navigation. */
export function useAnimateOnScroll(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new elements
  useEffect(() => startAnimateOnScroll(document), [pathname]);
}
