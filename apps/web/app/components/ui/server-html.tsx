import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';

/** Keeps the element's children as the server wrote them (React neither reads nor hydrates them). */
const SERVER_CHILDREN = { __html: '' };
const noSubscription = () => () => {};

/** Whether a hydration is the browser's own: entry.client says so before it hydrates. */
let browserHydration = false;

/** Called by entry.client before `hydrateRoot` (and by tests that hydrate). */
export function setBrowserHydration(value: boolean): void {
  browserHydration = value;
}

/**
 * True while React hydrates this component's server HTML: `useSyncExternalStore` reads the
 * server snapshot during hydration (and on the server), the client snapshot on every other render.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The site link (React Router's `<Link>`, which marks it `data-discover`) an event came from. */
function siteLink(event: Event): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  const link = target?.closest?.('a[data-discover]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/** A click the browser would turn into a navigation of this tab. */
function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.button !== 0 || modified || event.defaultPrevented) return false;
  return !(link.target && link.target !== '_self') && !link.hasAttribute('download');
}

const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/**
 * A part of the page that nothing changes once the server has rendered it (a block, the
 * footer). On the first load its server HTML stays as it is and React never hydrates it, so the
 * phone's main thread spends nothing on it (docs/decisions/033-web-javascript-budget.md); what
 * its links did as `<Link>`s, this wrapper does for them: a click on one navigates in the page
 * (Enter on a link is a click too), and pointing at or focusing one prefetches its page. Once
 * `content` (what the part shows: the block, or the footer's inputs) is another object (a client
 * navigation, new data, another language), the part renders as usual, in an element of its own.
 * `lang` marks a part whose CMS text is in another language.
 */
export function ServerHtml({
  lang,
  content,
  children,
}: {
  lang?: string;
  content: object;
  children: ReactNode;
}) {
  const hydrating = useHydrating();
  // On the server `hydrating` is true too (the server snapshot), but it is not the browser's.
  const [hydratedContent] = useState(hydrating && browserHydration ? content : null);
  const keep = hydratedContent === content;
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!keep || !node) return;
    const follow = (event: MouseEvent) => {
      const link = siteLink(event);
      if (!link || !isPlainClick(event, link)) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };
    const prefetch = (event: Event) => {
      const link = siteLink(event);
      if (link) setIntent(link.pathname + link.search);
    };
    node.addEventListener('click', follow);
    for (const type of INTENT_EVENTS) node.addEventListener(type, prefetch, { passive: true });
    return () => {
      node.removeEventListener('click', follow);
      for (const type of INTENT_EVENTS) node.removeEventListener(type, prefetch);
    };
  }, [keep, navigate]);

  if (!keep) {
    return (
      <div key="rendered" lang={lang}>
        {children}
      </div>
    );
  }
  return (
    <>
      <div
        key="server"
        ref={element}
        lang={lang}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's children
        dangerouslySetInnerHTML={SERVER_CHILDREN}
      />
      {intent ? <PrefetchPageLinks page={intent} /> : null}
    </>
  );
}
