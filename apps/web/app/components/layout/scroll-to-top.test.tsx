import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { isDarkAt, ScrollToTop } from './scroll-to-top';

function section(top: number, bottom: number, dark: boolean) {
  const element = document.createElement('section');
  if (dark) element.dataset.theme = 'dark';
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  document.body.append(element);
  return element;
}

describe('scroll-to-top', () => {
  it('detects a dark section at 100 px from the top of the viewport', () => {
    const dark = section(-500, 100, true);
    expect(isDarkAt(100)).toBe(false);
    dark.getBoundingClientRect = () => ({ top: -500, bottom: 101 }) as DOMRect;
    expect(isDarkAt(100)).toBe(true);
    dark.remove();
  });

  it('inverts its colours over a dark section and scrolls smoothly to the top', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInApp(<ScrollToTop />);
    const button = screen.getByRole('button', { name: 'Volver arriba', hidden: true });
    expect(button).toHaveAttribute('data-variant', 'light');
    const dark = section(0, 600, true);
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    fireEvent.scroll(window);
    expect(button).toHaveAttribute('data-variant', 'dark');
    expect(button).toBeVisible();
    await userEvent.click(button);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    dark.remove();
  });
});
