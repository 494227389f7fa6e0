import { LanguageSwitcher } from './language-switcher';
import { useStickyHeader } from './use-sticky-header';

/** Width the header keeps free at its right end, under the fixed switcher. */
export const SWITCHER_SLOT_CLASS = 'w-18 shrink-0';

/**
 * docs/product.md §2: the language switcher is fixed at the top right of every page, framed or not,
 * aligned with the header row; hidden while the mobile menu is open. Over the hero it is light;
 * once the page scrolls it becomes a solid pill that reads on any background.
 */
export function FixedLanguageSwitcher({ hidden }: { hidden: boolean }) {
  const scrolled = useStickyHeader();
  return (
    <div
      data-testid="language-switcher"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      hidden={hidden}
    >
      <div className="container-page flex h-20 items-center justify-end">
        <div className={`pointer-events-auto flex justify-end ${SWITCHER_SLOT_CLASS}`}>
          <LanguageSwitcher tone={scrolled ? 'dark' : 'light'} />
        </div>
      </div>
    </div>
  );
}
