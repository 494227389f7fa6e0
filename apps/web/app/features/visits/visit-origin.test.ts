import type { VisitBeacon } from '@brilla/validation';
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the origin lives as long as the document (here, the module) does.
let origin: typeof import('./visit-origin');
beforeEach(async () => {
  vi.resetModules();
  origin = await import('./visit-origin');
});

const first: VisitBeacon = {
  kind: 'view',
  path: '/inicio',
  device: 'mobile',
  entry: true,
  referrer: 'www.google.com',
  source: 'Instagram',
  medium: 'social',
  campaign: 'lanzamiento',
};
/** What a form read when last rendered. */
let seen: unknown = 'not rendered';
function ServerProbe() {
  seen = origin.useVisitOrigin();
  return null;
}

const later: VisitBeacon = { ...first, path: '/contactanos', entry: false, source: 'tiktok' };

describe('rememberVisitOrigin and useVisitOrigin', () => {
  it("tell the form the first page's source and campaign as soon as they are known", () => {
    const { result } = renderHook(() => origin.useVisitOrigin());
    expect(result.current).toBeNull();
    act(() => origin.rememberVisitOrigin(first));
    expect(result.current).toEqual({ source: 'instagram', campaign: 'lanzamiento / social' });
    act(() => origin.rememberVisitOrigin(later));
    expect(result.current).toEqual({ source: 'instagram', campaign: 'lanzamiento / social' });
  });

  it('keep nothing from a later page, when no first page said anything', () => {
    origin.rememberVisitOrigin(later);
    expect(renderHook(() => origin.useVisitOrigin()).result.current).toBeNull();
  });

  it('name a visit with no referrer and no campaign direct', () => {
    origin.rememberVisitOrigin({ ...first, referrer: '', source: '', campaign: '' });
    expect(renderHook(() => origin.useVisitOrigin()).result.current).toEqual({
      source: '(direct)',
      campaign: '',
    });
  });

  it('give none on the server, whatever this module knows, so hydration matches', () => {
    origin.rememberVisitOrigin(first);
    renderToString(createElement(ServerProbe));
    expect(seen).toBeNull();
  });

  it('stop telling a form that is gone', () => {
    const { result, unmount } = renderHook(() => origin.useVisitOrigin());
    unmount();
    act(() => origin.rememberVisitOrigin(first));
    expect(result.current).toBeNull();
  });
});
