import type { Block } from '@brilla/types';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContactBlock, buildHero } from '../../test/mocks/factories';
import { hydrateInApp, renderInApp } from '../../test/render';
import { BlockList } from './block-list';
import { preloadBlockCode } from './registry';

/** An IntersectionObserver the test drives: it says when an observed element comes near. */
const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {}
}

/** React owns a DOM node once it has hydrated it (its fiber is attached to the node). */
const hydrated = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

const blocks: Block[] = [
  buildHero({ title: 'Somos Brilla', subtitle: 'Agencia de talento' }),
  {
    __component: 'blocks.services-grid',
    id: 901,
    title: 'Servicios',
    intro: null,
    items: [{ title: 'Formación', description: 'Clases en vivo', icon: null, url: '/nosotros' }],
  },
  buildContactBlock({ title: 'Escríbenos', intro: 'Te respondemos pronto.' }),
];

// The contact form's code is a chunk of its own; the page loader loads it before render.
beforeAll(() => preloadBlockCode(blocks));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('blocks on the first load', () => {
  it('hydrate the first block and forms with the page, the others when they come near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // The "server" renders every block (jsdom has a document, marked hydrated by the setup);
    // the browser's first load then hydrates that HTML.
    const { container, unmount } = await hydrateInApp(<BlockList blocks={blocks} />, {
      beforeHydration: () => {
        delete document.documentElement.dataset.hydrated;
      },
    });
    const block = (index: number) => container.querySelector(`[data-block="${index}"] > *`);

    expect(hydrated(block(0)), 'the first block').toBe(true);
    expect(hydrated(block(2)), 'the contact form').toBe(true);
    // Below the fold: the server's HTML, shown and untouched, and watched.
    expect(hydrated(block(1))).toBe(false);
    expect(block(1)?.textContent).toContain('Formación');
    const serverNode = block(1);
    const watched = container.querySelector('[data-block="1"]');
    expect(watched && observed.has(watched)).toBe(true);

    // The page has hydrated (root.tsx marks it), then the visitor scrolls down.
    document.documentElement.dataset.hydrated = '';
    await act(async () => observed.get(watched as Element)?.([{ isIntersecting: true }]));
    expect(hydrated(block(1))).toBe(true);
    expect(block(1), 'hydrated, not rendered again').toBe(serverNode);
    expect(block(1)?.textContent).toContain('Formación');
    unmount();
  });

  it('render every block at once after the first load', () => {
    const { container } = renderInApp(<BlockList blocks={blocks} />);
    expect(container.querySelector('[data-block="1"]')?.textContent).toContain('Clases en vivo');
  });
});
