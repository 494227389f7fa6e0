import type { Block } from '@brilla/types';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentLanguageProvider } from '~/i18n/content-language';
import { buildContactBlock, buildHero } from '../../test/mocks/factories';
import { hydrateInApp, renderInApp } from '../../test/render';
import { BlockList } from './block-list';
import { preloadBlockCode } from './registry';

const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? 'page';

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

describe('blocks on the first load', () => {
  it('hydrate the server HTML in place, the on-demand contact form included', async () => {
    const server: { heading?: Element | null; form?: Element | null } = {};
    const { container, unmount } = await hydrateInApp(<BlockList blocks={blocks} />, {
      beforeHydration: (html) => {
        server.heading = html.querySelector('h2');
        server.form = html.querySelector('form');
      },
    });
    const owned = (node: Element | null | undefined) =>
      Boolean(node) && Object.keys(node as Element).some((key) => key.startsWith('__reactFiber$'));
    expect(server.heading?.textContent).toBe('Servicios');
    expect(server.form).not.toBeNull();
    // React took over the server's nodes (the second block's, the form's) rather than drawing new ones.
    expect(container.querySelector('h2')).toBe(server.heading);
    expect(container.querySelector('form')).toBe(server.form);
    expect(owned(server.heading)).toBe(true);
    expect(owned(server.form)).toBe(true);
    unmount();
  });
});
