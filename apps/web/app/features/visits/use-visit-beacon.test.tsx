import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optedOut, useVisitBeacon } from './use-visit-beacon';

const { recordView, sendVisitBeacon, measureVitals } = vi.hoisted(() => ({
  recordView: vi.fn(),
  sendVisitBeacon: vi.fn(),
  measureVitals: vi.fn(),
}));
vi.mock('./visit-beacon', () => ({ recordView, sendVisitBeacon }));
vi.mock('./vitals.client', () => ({ measureVitals }));

function Probe({ enabled }: { enabled: boolean }) {
  useVisitBeacon(enabled);
  return null;
}

/** Shows `/inicio`, then (unless `stay`) `/en/blog`, reached without any act of a visitor. */
async function showPages(enabled: boolean, stay = false) {
  const router = createMemoryRouter([{ path: '*', element: <Probe enabled={enabled} /> }], {
    initialEntries: ['/inicio?utm_source=boletin'],
  });
  render(<RouterProvider router={router} />);
  if (!stay) {
    await act(async () => {
      await router.navigate('/en/blog');
    });
  }
  // The beacon's script loads once the page is idle (jsdom: a loaded page, no idle callback).
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('useVisitBeacon', () => {
  afterEach(() => {
    recordView.mockClear();
    measureVitals.mockClear();
    vi.unstubAllGlobals();
  });

  it('counts the first page as the entry and each navigation after it', async () => {
    await showPages(true);
    // Each with the query it had when shown, though the first goes out after the second shows.
    expect(recordView.mock.calls).toEqual([
      ['/inicio', '?utm_source=boletin', true],
      ['/en/blog', '', false],
    ]);
  });

  it('measures the landing page once the visitor first acts, and only then', async () => {
    await showPages(true, true);
    expect(measureVitals).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await vi.waitFor(() => expect(measureVitals).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(measureVitals.mock.calls).toEqual([['/inicio', sendVisitBeacon]]);
  });

  it('counts a page left before its beacon was due, when it is left', () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe enabled /> }], {
      initialEntries: ['/inicio?utm_source=boletin'],
    });
    render(<RouterProvider router={router} />);
    expect(recordView).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(recordView.mock.calls).toEqual([['/inicio', '?utm_source=boletin', true]]);
  });

  it('measures nothing of a landing page left without an act', async () => {
    await showPages(true);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(measureVitals).not.toHaveBeenCalled();
  });

  it('sends nothing in a preview', async () => {
    await showPages(false);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recordView).not.toHaveBeenCalled();
    expect(measureVitals).not.toHaveBeenCalled();
  });

  it('sends nothing from a browser with Global Privacy Control or Do Not Track', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    await showPages(true);
    expect(recordView).not.toHaveBeenCalled();
    expect(optedOut({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(optedOut({ doNotTrack: '0' } as Navigator)).toBe(false);
    expect(optedOut({ doNotTrack: null } as Navigator)).toBe(false);
  });
});
