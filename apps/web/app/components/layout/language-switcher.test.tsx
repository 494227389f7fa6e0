import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguage } from '~/i18n/language-context';
import { renderInApp } from '../../../test/render';
import { LanguageSwitcher } from './language-switcher';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

function clearChoice() {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the test browser's cookie
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = '';
}

describe('language switcher', () => {
  beforeEach(clearChoice);

  it('links to the same page in each language and saves a new choice', async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <LanguageSwitcher />
        <Where />
      </>,
      { path: '/nosotros?x=1' },
    );
    await user.click(screen.getByRole('button', { name: 'ES, Cambiar idioma (Español)' }));
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/nosotros?x=1');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');

    await user.click(english);
    expect(window.localStorage.getItem('mediaLanguagePreference')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('path')).toHaveTextContent('/en/nosotros');
    expect(screen.getByRole('button', { name: 'EN, Change language (English)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('changes nothing when the active language is chosen', async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <LanguageSwitcher />
        <Where />
      </>,
      { path: '/en/blog' },
    );
    await user.click(screen.getByRole('button', { name: /Change language/ }));
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(window.localStorage.getItem('mediaLanguagePreference')).toBeNull();
    expect(document.cookie).not.toContain('lang=');
    expect(screen.getByTestId('path')).toHaveTextContent('/en/blog');
    expect(screen.getByRole('button', { name: /Change language/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on an outside click and on Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    renderInApp(
      <div>
        <LanguageSwitcher />
        <p>afuera</p>
      </div>,
    );
    const button = screen.getByRole('button', { name: /Cambiar idioma/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('afuera'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('is hidden while the mobile menu is open', () => {
    const { container } = renderInApp(<LanguageSwitcher hidden />);
    expect(within(container).queryByRole('button', { name: /Cambiar idioma/ })).toBeNull();
  });
});

function Orphan() {
  useLanguage();
  return null;
}

describe('useLanguage', () => {
  it('throws outside its provider', async () => {
    const { expectConsoleErrors } = await import('../../../test/console');
    expectConsoleErrors();
    expect(() => render(<Orphan />)).toThrow('useLanguage must be used within a LanguageProvider');
  });
});
