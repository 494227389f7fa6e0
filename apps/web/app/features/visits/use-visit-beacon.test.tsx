import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optedOut, useVisitBeacon } from './use-visit-beacon';

const recordView = vi.fn();
vi.mock('./visit-beacon.client', () => ({ recordView }));

function Probe({ enabled }: { enabled: boolean }) {
  useVisitBeacon(enabled);
  return null;
}

async function showPages(enabled: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <Probe enabled={enabled} /> }], {
    initialEntries: ['/inicio'],
  });
  render(<RouterProvider router={router} />);
  await act(async () => {
    await router.navigate('/en/blog');
  });
  // The beacon's script loads once the page is idle (jsdom: a loaded page, no idle callback).
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('useVisitBeacon', () => {
  afterEach(() => {
    recordView.mockClear();
    vi.unstubAllGlobals();
  });

  it('counts the first page as the entry and each navigation after it', async () => {
    await showPages(true);
    expect(recordView.mock.calls).toEqual([
      ['/inicio', true],
      ['/en/blog', false],
    ]);
  });

  it('sends nothing in a preview', async () => {
    await showPages(false);
    expect(recordView).not.toHaveBeenCalled();
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
