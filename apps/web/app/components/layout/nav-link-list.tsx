import { useLocation } from 'react-router';
import { SmartLink } from '~/components/ui/smart-link';
import { stripLanguage } from '~/i18n/language';
import { isNavActive, type MenuLink } from './nav-items';

type Props = {
  items: readonly MenuLink[];
  className?: string;
  linkClassName: string;
  onNavigate?: () => void;
};

/** Main navigation links with `aria-current="page"` by the rules of docs/product.md §2. */
export function NavLinkList({ items, className, linkClassName, onNavigate }: Props) {
  const bare = stripLanguage(useLocation().pathname);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <SmartLink
            href={item.target}
            aria-current={isNavActive(item.target, bare) ? 'page' : undefined}
            className={linkClassName}
            onClick={onNavigate}
          >
            {item.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
