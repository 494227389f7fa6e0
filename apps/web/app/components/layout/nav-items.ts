import { HOME_PATH } from '~/lib/site-paths';

export type NavKey = 'home' | 'calculator' | 'about' | 'ourAgency' | 'blog' | 'contact';
export type NavItem = { key: NavKey; path: string };

/** docs/product.md §2 main items (Spanish paths); contact is the highlighted header button. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: HOME_PATH },
  { key: 'calculator', path: '/calculadora' },
  { key: 'about', path: '/nosotros' },
  { key: 'ourAgency', path: '/nuestra-agencia' },
  { key: 'blog', path: '/blog' },
  { key: 'contact', path: '/contactanos' },
];

/**
 * docs/product.md §2: `/` and `/home` count as home; other items are active when the path starts
 * with theirs. `bare` is the current path without its language prefix.
 */
export function isNavActive(item: NavItem, bare: string): boolean {
  if (item.key === 'home' && (bare === '/' || bare === '/home')) return true;
  return bare.startsWith(item.path);
}
