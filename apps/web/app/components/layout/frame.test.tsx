import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildSiteSetting } from '../../../test/mocks/factories';
import { hydrateInApp, ownedByReact, renderInApp } from '../../../test/render';
import { Frame } from './frame';
import { PANEL_TRANSITION_MS } from './use-panel-state';

const withSetting = (path: string, setting = buildSiteSetting()) => ({ path, root: { setting } });

function renderFrame(path = '/inicio', minimal = false, setting = buildSiteSetting()) {
  return renderInApp(
    <Frame minimal={minimal}>
      <h1>Contenido</h1>
    </Frame>,
    withSetting(path, setting),
  );
}

/** The full frame until its button asks for the minimal one (a client navigation to a landing). */
function FrameThenMinimal() {
  const [minimal, setMinimal] = useState(false);
  return (
    <Frame minimal={minimal}>
      <button type="button" onClick={() => setMinimal(true)}>
        minimal
      </button>
    </Frame>
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const mainNav = () =>
  screen.getAllByRole('navigation', { name: 'Navegación principal' })[0] as HTMLElement;

describe('header', () => {
  it('becomes sticky only past 100 px of scroll', () => {
    renderFrame();
    const header = screen.getByRole('banner');
    scrollTo(100);
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(101);
    expect(header).toHaveAttribute('data-sticky', 'true');
    scrollTo(20);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it.each([
    ['/inicio', 'Inicio'],
    ['/home', 'Inicio'],
    ['/blogs/guia', 'Blog'],
    ['/blog2', 'Blog'],
    ['/calculadora', 'Calculadora'],
  ])('marks the active item on %s', (path, name) => {
    renderFrame(path);
    const current = mainNav().querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual([name]);
  });

  it('keeps contact out of the desktop menu and shows it as the header button', () => {
    renderFrame('/en/inicio');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })[0]).not.toHaveTextContent(
      'Contact Us',
    );
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('href', '/en/contactanos');
  });
});

describe('language switcher', () => {
  it.each([
    ['framed', '/inicio', false],
    ['unframed', '/single/inicio', true],
  ])(
    'stays fixed at the top right on a %s page, before and after scrolling',
    (_, path, minimal) => {
      renderFrame(path, minimal);
      const switcher = () => screen.getByRole('button', { name: /Cambiar idioma/ });
      const fixedBox = () => switcher().closest('.fixed');
      // Outside the header, which becomes absolute/fixed and scrolls away on its own.
      expect(screen.getByRole('banner')).not.toContainElement(switcher());
      expect(fixedBox()).toHaveClass('top-0', 'inset-x-0');
      expect(fixedBox()?.querySelector('.justify-end')).toContainElement(switcher());
      scrollTo(40);
      expect(fixedBox()).toHaveClass('top-0');
      scrollTo(600);
      expect(fixedBox()).toHaveClass('top-0');
      expect(switcher()).toBeVisible();
      scrollTo(0);
    },
  );
});

describe('mobile menu', () => {
  it('opens a panel, locks scrolling, hides the switcher and closes on Escape with focus back', async () => {
    const user = userEvent.setup();
    renderFrame();
    const menuButton = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Navegación principal' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.queryByRole('button', { name: /Cambiar idioma/ })).toBeNull();
    expect(dialog).toHaveTextContent('contacto@brillatalent.com');
    expect(dialog.querySelector('a[href="tel:+576015550123"]')).not.toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: PANEL_TRANSITION_MS + 500,
    });
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(menuButton).toHaveFocus());
    expect(screen.getByRole('button', { name: /Cambiar idioma/ })).toBeVisible();
  });

  it("lists the settings' whole header menu in order, the highlighted item too", async () => {
    const user = userEvent.setup();
    renderFrame(
      '/en/blog',
      false,
      buildSiteSetting({
        headerMenu: [
          { label: 'Write to us', target: '/contactanos', highlight: true },
          { label: 'Articles', target: '/blog', highlight: false },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    const links = within(within(dialog).getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Write to us', '/en/contactanos'],
      ['Articles', '/en/blog'],
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
  });

  it('closes with its close button and with a click on the backdrop', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByTestId('mobile-menu-backdrop'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('floating buttons and footer', () => {
  it('links the chat button to WhatsApp with the encoded message in a new window', () => {
    renderFrame();
    const chat = screen.getByRole('link', { name: /WhatsApp/ });
    expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/573005550199?text=${encodeURIComponent('¡Hola! Quiero más información sobre los servicios de Brilla Talent.')}`,
    );
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      '¿Hablamos por WhatsApp?',
    );
  });

  it('shows the footer with quick links, contact links, the year and the privacy link', () => {
    renderFrame('/en/blog');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Quick Links');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Brilla Talent. All rights reserved.`,
    );
    expect(footer.querySelector('a[href="mailto:contacto@brillatalent.com"]')).not.toBeNull();
    expect(footer).toHaveTextContent('Bogotá');
    expect(screen.getByRole('link', { name: 'Policies and Privacy' })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/en/sitemap');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('keeps the footer the server rendered on the first load, and renders it anew once it changes', async () => {
    let serverFooter: Element | null = null;
    const { container, unmount } = await hydrateInApp(<FrameThenMinimal />, {
      ...withSetting('/inicio'),
      beforeHydration: (html) => {
        serverFooter = html.querySelector('footer');
      },
    });
    // The server's footer, shown and never hydrated; the header beside it is React's.
    expect(container.querySelector('footer')).toBe(serverFooter);
    expect(ownedByReact(serverFooter)).toBe(false);
    expect(serverFooter).toHaveTextContent('Enlaces rápidos');
    expect(ownedByReact(container.querySelector('header'))).toBe(true);

    await act(async () => screen.getByRole('button', { name: 'minimal' }).click());
    const footers = container.querySelectorAll('footer');
    expect(footers).toHaveLength(1);
    expect(ownedByReact(footers[0])).toBe(true);
    expect(footers[0]).not.toHaveTextContent('Enlaces rápidos');
    expect(footers[0]).toHaveTextContent('Brilla Talent');
    unmount();
  });
});
