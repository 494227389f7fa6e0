// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cms } from '../mocks/cms';
import { buildCalculatorBlock, buildHero, buildPage } from '../mocks/factories';
import { appModule, purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

/** The text of the document's one inline <style>. */
async function inlineCss(path: string): Promise<string> {
  const html = await (await render(path)).text();
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  return styles[0]?.[1] ?? '';
}

/** The calculator's own two-column grid (`lg:grid-cols-[1fr_1.1fr]`). */
const CALCULATOR_GRID = /grid-template-columns:\s*1fr 1\.1fr/;

describe('the CSS a document inlines', () => {
  it('is the part of the stylesheet the page uses, smaller than the whole', async () => {
    cms.pages.es.push(
      buildPage({ slug: 'calculadora', blocks: [buildHero(), buildCalculatorBlock()] }),
    );
    const { default: whole } = await appModule<{ default: string }>('/app/app.css?inline');
    const home = await inlineCss('/inicio');
    const calculator = await inlineCss('/calculadora');

    for (const css of [home, calculator]) {
      expect(css.length).toBeGreaterThan(0);
      expect(css.length).toBeLessThan(whole.length);
      // What every page needs: the font, the theme's variables, the frame's container.
      expect(css).toContain('@font-face');
      expect(css).toContain('--color-brand:');
      expect(css).toContain('.container-page');
      expect(css).not.toContain('brilla:page-css');
    }
    // Colours as rgb or hex: axe and Lighthouse check no contrast against an oklab() colour.
    expect(whole).not.toMatch(/\bokl(?:ab|ch)\(/);
    expect(whole).toMatch(CALCULATOR_GRID);
    expect(calculator).toMatch(CALCULATOR_GRID);
    expect(home).not.toMatch(CALCULATOR_GRID);
  });
});
