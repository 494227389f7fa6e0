import type { Block } from '@brilla/types';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentLanguageProvider } from '~/i18n/content-language';
import { KeptProvider } from '~/lib/kept';
import { buildContactBlock, buildHero } from '../../test/mocks/factories';
import { hydrateInApp, ownedByReact as owned, renderInApp } from '../../test/render';
import { BlockList } from './block-list';
import { preloadBlockCode } from './registry';
import type { LoadedBlock, PageBlock } from './types';

const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? 'page';

const entries: Block[] = [
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

const blocks = entries.map((block) => ({ block }) as LoadedBlock);

// The contact form's code is a chunk of its own; the page loader loads it before render.
beforeAll(() => preloadBlockCode(entries));

describe('blocks of a Spanish page on an English URL', () => {
  it('mark the Spanish CMS text Spanish and leave the English UI text in the page language', () => {
    renderInApp(
      <ContentLanguageProvider lang="es">
        <BlockList blocks={blocks} />
      </ContentLanguageProvider>,
      { path: '/en/nosotros' },
    );
    for (const text of ['Somos Brilla', 'Agencia de talento', 'Formación', 'Clases en vivo'])
      expect(langOf(screen.getByText(text)), text).toBe('es');
    expect(langOf(screen.getByRole('heading', { name: 'Escríbenos' }))).toBe('es');
    expect(langOf(screen.getByText('Te respondemos pronto.'))).toBe('es');
    // Fixed UI text is English: the contact form's labels and button, the "Read more" link.
    expect(langOf(screen.getByRole('button', { name: 'Send message' }))).toBe('page');
    expect(langOf(screen.getByLabelText('Message'))).toBe('page');
    expect(langOf(screen.getByText('Read more'))).toBe('en');
  });

  it('mark nothing when the text is in the page language', () => {
    const { container } = renderInApp(<BlockList blocks={blocks} />, { path: '/en/nosotros' });
    expect(container.querySelector('[lang]')).toBeNull();
  });
});

/** Where the router is: a stand-in for the page a navigation shows. */
function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** The page's blocks, then (on the button) the same page with a renamed services grid. */
function Swap() {
  const [hero, services, contact] = blocks as [LoadedBlock, LoadedBlock, LoadedBlock];
  const renamed = { block: { ...services.block, title: 'Servicios nuevos' } } as LoadedBlock;
  const [shown, setShown] = useState<PageBlock[]>(blocks);
  return (
    <>
      <button type="button" onClick={() => setShown([hero, renamed, contact])}>
        swap
      </button>
      <BlockList blocks={shown} />
    </>
  );
}

describe('blocks on the first load', () => {
  it('keep the server HTML of blocks nothing changes, and hydrate the others in place', async () => {
    const server: Record<string, Element | null> = {};
    const { container, unmount } = await hydrateInApp(<BlockList blocks={blocks} />, {
      beforeHydration: (html) => {
        server.hero = html.querySelector('h1');
        server.services = html.querySelector('h2');
        server.form = html.querySelector('form');
      },
    });
    expect(server.services?.textContent).toBe('Servicios');
    // The services grid: the server's nodes, shown, and never hydrated.
    expect(container.querySelector('h2')).toBe(server.services);
    expect(owned(server.services)).toBe(false);
    expect(container.textContent).toContain('Clases en vivo');
    expect(container.querySelectorAll('h2')).toHaveLength(2);
    // The hero and the contact form (the form's code is on demand): hydrated, not drawn again.
    for (const name of ['hero', 'form']) {
      expect(owned(server[name]), name).toBe(true);
      expect(container.contains(server[name] as Element), name).toBe(true);
    }
    unmount();
  });

  it('follow a site link in a kept block in the page; a modified click is the browser’s', async () => {
    const { container, unmount } = await hydrateInApp(
      <>
        <BlockList blocks={blocks} />
        <Where />
      </>,
    );
    const link = container.querySelector('a[href="/nosotros"]') as HTMLAnchorElement;
    expect(owned(link)).toBe(false);
    const where = () => container.querySelector('output')?.textContent;
    expect(where()).toBe('/inicio');

    // Whether the page took the click over (then jsdom, which loads no documents, is spared it).
    const takenOver: boolean[] = [];
    const record = (event: Event) => {
      takenOver.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const click = (init: MouseEventInit) =>
      act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init })));

    await click({ cancelable: true, ctrlKey: true });
    expect(takenOver).toEqual([false]);
    expect(where()).toBe('/inicio');
    await click({ cancelable: true, button: 0 });
    expect(takenOver).toEqual([false, true]);
    expect(where()).toBe('/nosotros');
    document.removeEventListener('click', record);
    unmount();
  });

  it('need no data for a kept block: the document carries its type and id, the HTML the rest', async () => {
    const services = blocks[1] as LoadedBlock;
    const kept: PageBlock[] = [
      blocks[0] as LoadedBlock,
      { kept: 'block-1', component: 'blocks.services-grid', id: services.block.id },
      blocks[2] as LoadedBlock,
    ];
    const { container, unmount } = await hydrateInApp(<BlockList blocks={kept} />, {
      serverUi: (
        <KeptProvider value={new Map([['block-1', services]])}>
          <BlockList blocks={kept} />
        </KeptProvider>
      ),
    });
    const grid = container.querySelector('a[href="/nosotros"]');
    expect(grid?.closest('section')).toHaveTextContent('Clases en vivo');
    expect(owned(grid)).toBe(false);
    expect(container.querySelectorAll('h2')).toHaveLength(2);
    unmount();
  });

  it('render a kept block anew once its content changes (new data, another page)', async () => {
    const { container, unmount } = await hydrateInApp(<Swap />);
    await act(async () => container.querySelector('button')?.click());
    const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toContain('Servicios nuevos');
    expect(headings).not.toContain('Servicios');
    // One copy of the grid, React's own now.
    expect(container.querySelectorAll('a[href="/nosotros"]')).toHaveLength(1);
    expect(owned(container.querySelector('a[href="/nosotros"]'))).toBe(true);
    unmount();
  });
});
