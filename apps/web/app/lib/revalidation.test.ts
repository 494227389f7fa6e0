import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shouldRevalidateContent, shouldRevalidateOnGet } from './revalidation';

/** What React Router asks with, from one path (and query) to the next. */
function move(
  from: string,
  to: string,
  extra: Partial<ShouldRevalidateFunctionArgs> = {},
): ShouldRevalidateFunctionArgs {
  const base = 'https://brilla.test';
  return {
    currentUrl: new URL(from, base),
    nextUrl: new URL(to, base),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  };
}

describe('shouldRevalidateContent', () => {
  it('never re-reads the content after a contact post (a CMS outage keeps the form)', () => {
    for (const formMethod of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(shouldRevalidateContent(move('/contactanos', '/contactanos', { formMethod }))).toBe(
        false,
      );
    }
  });

  it('re-reads the content on a GET form and on a change of language', () => {
    expect(
      shouldRevalidateContent(move('/nosotros', '/blog?q=tiktok', { formMethod: 'GET' })),
    ).toBe(true);
    expect(
      shouldRevalidateContent(
        move('/nosotros', '/en/nosotros', { defaultShouldRevalidate: false }),
      ),
    ).toBe(true);
    expect(shouldRevalidateContent(move('/en', '/', { defaultShouldRevalidate: false }))).toBe(
      true,
    );
  });

  it('keeps the content when only the query changes on the same page (the calculator)', () => {
    expect(shouldRevalidateContent(move('/calculadora', '/calculadora?horas=12'))).toBe(false);
    expect(shouldRevalidateContent(move('/en/calculadora?a=1', '/en/calculadora?a=2'))).toBe(false);
  });

  it("otherwise does what React Router would ('Reintentar' re-reads the same URL)", () => {
    for (const defaultShouldRevalidate of [true, false]) {
      const same = move('/nosotros', '/nosotros', { defaultShouldRevalidate });
      expect(shouldRevalidateContent(same)).toBe(defaultShouldRevalidate);
      const other = move('/nosotros', '/faq?x=1', { defaultShouldRevalidate });
      expect(shouldRevalidateContent(other)).toBe(defaultShouldRevalidate);
    }
  });
});

describe('shouldRevalidateOnGet', () => {
  it('skips the re-read only after a post', () => {
    expect(shouldRevalidateOnGet(move('/blog', '/blog', { formMethod: 'POST' }))).toBe(false);
    expect(shouldRevalidateOnGet(move('/blog', '/blog?page=2', { formMethod: 'GET' }))).toBe(true);
    for (const defaultShouldRevalidate of [true, false]) {
      expect(
        shouldRevalidateOnGet(move('/blog', '/blog?page=2', { defaultShouldRevalidate })),
      ).toBe(defaultShouldRevalidate);
    }
  });
});
