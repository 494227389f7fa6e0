import { describe, expect, it } from 'vitest';
import { isNavActive, NAV_ITEMS, type NavKey } from './nav-items';

const active = (bare: string) =>
  NAV_ITEMS.filter((item) => isNavActive(item, bare)).map((item) => item.key);

describe('active navigation item (docs/product.md §2)', () => {
  it.each<[string, NavKey[]]>([
    ['/', ['home']],
    ['/home', ['home']],
    ['/inicio', ['home']],
    ['/calculadora', ['calculator']],
    ['/nosotros', ['about']],
    ['/nuestra-agencia', ['ourAgency']],
    ['/blog', ['blog']],
    ['/blogs/guia', ['blog']],
    ['/blog-details-left', ['blog']],
    ['/contactanos', ['contact']],
    ['/faq', []],
  ])('%s → %j', (bare, keys) => {
    expect(active(bare)).toEqual(keys);
  });
});
