import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';

type Props = {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
};

/** A CMS link: site paths (written the Spanish way) in the page language, others in a new tab. */
export function SmartLink({ href, className, children, ...rest }: Props) {
  const { language } = useLanguage();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link {...rest} to={localizePath(href, language)} prefetch="intent" className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
