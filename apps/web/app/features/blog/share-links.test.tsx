import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '~/components/ui/toast-host';
import { renderInApp } from '../../../test/render';
import { ShareLinks } from './share-links';

const URL_ = 'https://brilla.test/en/blogs/guide';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

function shareLinks(path = '/en/blogs/guide') {
  return renderInApp(
    <>
      <ShareLinks url={URL_} title="Getting started" />
      <ToastHost />
    </>,
    { path },
  );
}

describe('share links', () => {
  it("links to each network's share dialog in a new tab, named for screen readers", () => {
    shareLinks();
    const region = screen.getByRole('region', { name: 'Share this post' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on WhatsApp (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on Facebook (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL(link.getAttribute('href') ?? '').search).toContain(encodeURIComponent(URL_));
    }
  });

  it('sends no button in the server HTML: without JavaScript only the links work', () => {
    let html = '';
    renderInApp(<ShareLinks url={URL_} title="Guía" />, {
      beforeHydration: (container) => {
        html = container.innerHTML;
      },
    });
    expect(html).not.toContain('<button');
    expect(html.match(/<a /g)).toHaveLength(4);
  });

  it('copies the address and says so, in the page language', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    shareLinks('/blogs/guia');
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(
      await screen.findByText('Enlace copiado. Pégalo donde quieras compartirlo.'),
    ).toBeInTheDocument();
  });

  it('says what to do when the browser refuses to copy', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    shareLinks();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText(
        "We couldn't copy the link. Copy it from your browser's address bar.",
      ),
    ).toBeInTheDocument();
  });

  it("opens the device's own share sheet where there is one, and offers none elsewhere", async () => {
    const { unmount } = shareLinks();
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'More ways to share' })).toBeNull();
    unmount();

    const share = vi.fn().mockRejectedValue(new DOMException('dismissed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    shareLinks();
    await userEvent.click(await screen.findByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Getting started', url: URL_ });
  });
});
