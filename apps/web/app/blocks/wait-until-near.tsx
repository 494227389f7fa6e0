import { type ReactNode, use } from 'react';

/**
 * How far below (or above) the viewport a block starts hydrating, so that it is ready by the
 * time it scrolls in.
 */
const AHEAD = '50%';

/** The first load's blocks that wait to hydrate, by their CMS block (one promise each). */
const waiting = new WeakMap<object, Promise<void>>();

/** Starts watching the block at `index`: resolves once it comes near the viewport. */
function watchBlock(block: object, index: number): Promise<void> {
  const near = new Promise<void>((resolve) => {
    const element = document.querySelector(`[data-block="${index}"]`);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
  });
  waiting.set(block, near);
  return near;
}

/**
 * On the first load (until root.tsx marks `<html data-hydrated>`, every render in the browser is
 * the hydration of the server's HTML), waits (suspends) until the block comes near. A block that
 * waited renders again with the same settled promise, as `use` requires; blocks of later
 * navigations are other objects and never wait.
 * In a browser the wait does not hold today: React hydrates what is inside a Suspense boundary
 * after the page's shell has committed, and the shell sets the mark. Making it hold exposed a
 * worse fault (decision 033, 2026-11-26), so blocks hydrate right after the shell.
 */
function useWaitUntilNear(block: object, index: number): void {
  if (typeof document === 'undefined') return;
  const firstLoad = !('hydrated' in document.documentElement.dataset);
  const near = waiting.get(block) ?? (firstLoad ? watchBlock(block, index) : undefined);
  if (near) use(near);
}

type Props = { block: object; index: number; children: ReactNode };

/**
 * On the first load, a block below the fold keeps its server HTML and hydrates only when it
 * comes near the viewport, so that the main thread does the visible part of the page first
 * (docs/decisions/033-web-javascript-budget.md). After the first load, blocks render at once.
 * `index` is the block's position: its wrapper's `data-block`, which the observer watches. Inside
 * a Suspense boundary (block-list.tsx): suspending while hydrating keeps the server's HTML as it
 * is (links and forms work without JavaScript); React hydrates the block when the promise
 * settles, or at once on a click in it.
 */
export function WaitUntilNear({ block, index, children }: Props) {
  useWaitUntilNear(block, index);
  return children;
}
