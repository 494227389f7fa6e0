import { Link, useLocation } from 'react-router';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { localizePath, stripLanguage } from '~/lib/language';
import { isNavActive, NAV_ITEMS, type NavItem } from './nav-items';

type Props = {
  /** Items to show; the desktop menu leaves contact out (it is the header button). */
  items?: readonly NavItem[];
  className?: string;
  linkClassName: string;
  onNavigate?: () => void;
};

/** Main navigation links with `aria-current="page"` by the rules of docs/product.md §2. */
export function NavLinkList({ items = NAV_ITEMS, className, linkClassName, onNavigate }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const bare = stripLanguage(useLocation().pathname);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={localizePath(item.path, language)}
            prefetch="intent"
            aria-current={isNavActive(item, bare) ? 'page' : undefined}
            className={linkClassName}
            onClick={onNavigate}
          >
            {t(`nav.${item.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
