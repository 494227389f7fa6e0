import { type ReactNode, use } from 'react';

/**
 * How far below (or above) the viewport a part starts hydrating, so that it is ready by the
 * time it scrolls in.
 */
const AHEAD = '50%';

/**
 * In the browser, true until the first navigation starts: until then every render of a part is
 * the hydration of the server's HTML. (Not `<html data-hydrated>`: React hydrates what is inside
 * a Suspense boundary after the page's shell has committed and marked it.)
 */
let firstLoad = typeof document !== 'undefined';

/** The first load's parts that wait to hydrate, by what they show (one promise each). */
let waiting = new WeakMap<object, Promise<void>>();

/** The waits that have not ended: the element each watches, and how to end it. */
const pending = new Map<Element, () => void>();

/**
 * What a visitor does in a part before it came near (a tap, the focus by keyboard): it hydrates
 * at once. Listened to on the window, ahead of React's own listener on the document, so that
 * React finds the part ready when it gets the same event (it would stop it otherwise).
 */
const FIRST_TOUCH = ['pointerdown', 'focusin'] as const;
let listening = false;

function onFirstTouch(event: Event): void {
  for (const [element, end] of pending) {
    if (event.target instanceof Node && element.contains(event.target)) end();
  }
}

/**
 * Starts watching the element `selector` finds: resolves once it comes near the viewport, or a
 * pointer or the focus goes into it.
 */
function watch(part: object, selector: string): Promise<void> {
  const near = new Promise<void>((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) end();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    const end = () => {
      observer.disconnect();
      pending.delete(element);
      resolve();
    };
    pending.set(element, end);
    observer.observe(element);
    if (!listening) {
      for (const type of FIRST_TOUCH) window.addEventListener(type, onFirstTouch, true);
      listening = true;
    }
  });
  waiting.set(part, near);
  return near;
}

/**
 * The first load is over (root.tsx calls this when the first navigation starts): the parts still
 * waiting hydrate now, before the navigation's update reaches them (an update to a part that is
 * still waiting would replace its server HTML), and from now on parts render at once.
 */
export function endFirstLoad(): void {
  if (!firstLoad) return;
  firstLoad = false;
  for (const end of [...pending.values()]) end();
  waiting = new WeakMap();
}

/** The tests of the first load itself start one again (their setup ends it, as after a page's). */
export function beginFirstLoadForTests(): void {
  firstLoad = true;
}

/**
 * On the first load, waits (suspends) until the part comes near. A part that waited renders
 * again with the same settled promise, as `use` requires.
 */
function useWaitUntilNear(part: object, selector: string): void {
  if (!firstLoad) return;
  use(waiting.get(part) ?? watch(part, selector));
}

type Props = {
  /** What the part shows (a CMS block, say): the key of its wait, the same object each render. */
  part: object;
  /** Finds the element whose coming near starts the hydration. */
  selector: string;
  children: ReactNode;
};

/**
 * On the first load, a part of the page below the fold (a block, the footer) keeps its server
 * HTML and hydrates only when it comes near the viewport, so that the main thread does the
 * visible part of the page first (docs/decisions/033-web-javascript-budget.md). After the first
 * load, parts render at once. Inside a Suspense boundary, under a memoized parent (a re-render
 * while the part waits would replace its server HTML): suspending while hydrating keeps the
 * server's HTML as it is (links and forms work without JavaScript); React hydrates the part
 * when the promise settles, or at once on a click in it.
 */
export function WaitUntilNear({ part, selector, children }: Props) {
  useWaitUntilNear(part, selector);
  return children;
}
