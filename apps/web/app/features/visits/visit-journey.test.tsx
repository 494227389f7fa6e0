import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the origin lives as long as the document (here, the module) does.
async function freshModules() {
  vi.resetModules();
  const origin = await import('./visit-origin');
  const { useVisitBeacon } = await import('./use-visit-beacon');
  return { ...origin, useVisitBeacon };
}

type Modules = Awaited<ReturnType<typeof freshModules>>;

/** The visit's origin as a contact form reads it. */
function Probe({ modules }: { modules: Modules }) {
  const origin = modules.useVisitOrigin();
  return <output>{origin ? `${origin.source} | ${origin.campaign}` : 'ninguno'}</output>;
}

/** The app: the beacon its root runs, and a contact form. */
function App({ modules }: { modules: Modules }) {
  modules.useVisitBeacon(true);
  return <Probe modules={modules} />;
}

/** A visit that starts at `first`. */
async function showVisit(first: string) {
  const modules = await freshModules();
  const router = createMemoryRouter([{ path: '*', element: <App modules={modules} /> }], {
    initialEntries: [first],
  });
  render(<RouterProvider router={router} />);
  // The first page's beacon goes once the page has loaded (jsdom: loaded already).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return router;
}

const entryBeacon = {
  kind: 'view' as const,
  path: '/inicio',
  device: 'mobile' as const,
  entry: true,
  referrer: 'www.google.com',
  source: 'Instagram',
  medium: 'social',
  campaign: 'lanzamiento',
};

describe('the visit origin', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the first page's source and campaign through client-side navigations", async () => {
    const router = await showVisit(
      '/inicio?utm_source=Instagram&utm_medium=social&utm_campaign=lanzamiento',
    );
    expect(screen.getByRole('status')).toHaveTextContent('instagram | lanzamiento / social');
    await act(async () => {
      await router.navigate('/contactanos?utm_source=otro');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('status')).toHaveTextContent('instagram | lanzamiento / social');
  });

  it('names a visit with no referrer and no campaign direct', async () => {
    await showVisit('/inicio');
    expect(screen.getByRole('status')).toHaveTextContent('(direct) |');
  });

  it('keeps nothing for a browser with Do Not Track or Global Privacy Control', async () => {
    for (const optOut of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      vi.stubGlobal('navigator', { ...navigator, ...optOut, sendBeacon: vi.fn(() => true) });
      await showVisit('/inicio?utm_source=Instagram');
      expect(screen.getByRole('status')).toHaveTextContent('ninguno');
      document.body.innerHTML = '';
    }
  });

  it('keeps only the first page’s, and is none on the server whatever the browser knows', async () => {
    const modules = await freshModules();
    const { rememberVisitOrigin } = modules;
    rememberVisitOrigin({ ...entryBeacon, entry: false });
    render(<Probe modules={modules} />);
    expect(screen.getByRole('status')).toHaveTextContent('ninguno');
    act(() => rememberVisitOrigin(entryBeacon));
    expect(screen.getByRole('status')).toHaveTextContent('instagram | lanzamiento / social');
    act(() => rememberVisitOrigin({ ...entryBeacon, entry: false, source: 'tiktok' }));
    expect(screen.getByRole('status')).toHaveTextContent('instagram | lanzamiento / social');
    expect(renderToString(<Probe modules={modules} />)).toContain('ninguno');
  });
});
