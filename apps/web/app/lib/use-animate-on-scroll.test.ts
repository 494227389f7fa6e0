import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../../test/fake-intersection-observer';
import { useAnimateOnScroll } from './use-animate-on-scroll';

/** The elements the page's observer watches. */
const { FakeObserver, watched } = fakeIntersectionObserver();

afterEach(() => {
  document.body.innerHTML = '';
  watched.clear();
  vi.unstubAllGlobals();
});

function animated(): HTMLElement {
  const node = document.createElement('section');
  node.dataset.animate = '';
  document.body.append(node);
  return node;
}

/** The hook inside a router at `/inicio`; `navigate` moves it like a link click. */
function renderInRouter() {
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  const { result, unmount } = renderHook(
    () => {
      navigate = useNavigate();
      useAnimateOnScroll();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        const router = createMemoryRouter([{ path: '*', element: children }], {
          initialEntries: ['/inicio'],
        });
        return createElement(RouterProvider, { router });
      },
    },
  );
  return { result, unmount, go: (path: string) => act(() => navigate(path)) };
}

describe('useAnimateOnScroll', () => {
  it('watches the page’s animated elements once hydrated, and those of each page navigated to', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const first = animated();
    const { go, unmount } = renderInRouter();
    expect([...watched]).toEqual([first]);
    const second = animated();
    await go('/nosotros');
    // The observer of the page left was disconnected; the new page's elements are watched.
    expect([...watched]).toEqual([second]);
    unmount();
    expect(watched.size).toBe(0);
  });
});
