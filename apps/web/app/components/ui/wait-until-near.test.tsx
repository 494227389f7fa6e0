import type { Block } from '@brilla/types';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockList } from '~/blocks/block-list';
import { preloadBlockCode } from '~/blocks/registry';
import { Frame } from '~/components/layout/frame';
import { siteSettingQuery } from '~/queries/site-setting';
import { buildContactBlock, buildHero, buildSiteSetting } from '../../../test/mocks/factories';
import { hydrateInApp, renderInApp } from '../../../test/render';
import { beginFirstLoadForTests, endFirstLoad } from './wait-until-near';

/** An IntersectionObserver the test drives: it says when an observed element comes near. */
const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {}
}
const comeNear = (element: Element | null) =>
  act(async () => observed.get(element as Element)?.([{ isIntersecting: true }]));

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

beforeEach(() => {
  observed.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The "server" renders every block (jsdom has a document), then the browser's first load
 * hydrates that HTML. The page's shell commits (and root.tsx marks `<html data-hydrated>`)
 * before React hydrates what is inside Suspense boundaries: the blocks wait all the same.
 */
async function hydrateBlocks() {
  const rendered = await hydrateInApp(<BlockList blocks={blocks} />, {
    beforeHydration: beginFirstLoadForTests,
  });
  document.documentElement.dataset.hydrated = '';
  const block = (index: number) => rendered.container.querySelector(`[data-block="${index}"] > *`);
  const wrapper = (index: number) => rendered.container.querySelector(`[data-block="${index}"]`);
  return { ...rendered, block, wrapper };
}

describe('blocks on the first load', () => {
  it('hydrate the first block and forms with the page, the others when they come near', async () => {
    const { block, wrapper, unmount } = await hydrateBlocks();

    expect(hydrated(block(0)), 'the first block').toBe(true);
    expect(hydrated(block(2)), 'the contact form').toBe(true);
    // Below the fold: the server's HTML, shown and untouched, and watched.
    expect(hydrated(block(1))).toBe(false);
    expect(block(1)?.textContent).toContain('Formación');
    const serverNode = block(1);
    expect(observed.has(wrapper(1) as Element)).toBe(true);

    // The visitor scrolls down.
    await comeNear(wrapper(1));
    expect(hydrated(block(1))).toBe(true);
    expect(block(1), 'hydrated, not rendered again').toBe(serverNode);
    expect(block(1)?.textContent).toContain('Formación');
    unmount();
  });

  it('hydrate at once when a pointer or the focus goes into one', async () => {
    const { block, unmount } = await hydrateBlocks();
    expect(hydrated(block(1))).toBe(false);
    await act(async () => {
      fireEvent.pointerDown(block(1)?.querySelector('a') as Element);
    });
    expect(hydrated(block(1))).toBe(true);
    unmount();
  });

  it('all hydrate, in place, when the first navigation starts', async () => {
    const { block, unmount } = await hydrateBlocks();
    const serverNode = block(1);
    expect(hydrated(serverNode)).toBe(false);
    await act(async () => endFirstLoad());
    expect(hydrated(block(1))).toBe(true);
    expect(block(1), 'hydrated, not rendered again').toBe(serverNode);
    unmount();
  });

  it('render every block at once after the first load', () => {
    const { container } = renderInApp(<BlockList blocks={blocks} />);
    expect(container.querySelector('[data-block="1"]')?.textContent).toContain('Clases en vivo');
  });
});

describe('the footer on the first load', () => {
  it('keeps its server HTML until it comes near, then hydrates in place', async () => {
    const setting = buildSiteSetting();
    const { container, unmount } = await hydrateInApp(
      <Frame>
        <h1>Contenido</h1>
      </Frame>,
      {
        beforeHydration: beginFirstLoadForTests,
        prefill: (client) =>
          client.setQueryData(siteSettingQuery(null, 'es').queryKey, { setting, fallback: false }),
      },
    );
    const footer = container.querySelector('#site-footer');
    const link = footer?.querySelector('a') ?? null;
    expect(hydrated(container.querySelector('header a')), 'the header').toBe(true);
    expect(link?.getAttribute('href')).toBeTruthy();
    expect(hydrated(link)).toBe(false);

    await comeNear(footer);
    expect(hydrated(link)).toBe(true);
    expect(container.querySelector('#site-footer a'), 'hydrated, not rendered again').toBe(link);
    unmount();
  });
});
