import type { ReactNode } from 'react';
import { Icon } from './icon';
import { SmartLink } from './smart-link';

const VARIANTS = {
  primary: 'bg-brand text-white shadow-lg shadow-brand/30 hover:bg-brand-dark',
  light: 'bg-white text-brand shadow-lg shadow-black/10 hover:bg-brand-light',
  outline: 'border-2 border-current hover:bg-current/10',
} as const;

type Props = {
  href: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
  className?: string;
};

export function ButtonLink({ href, variant = 'primary', children, className = '' }: Props) {
  return (
    <SmartLink
      href={href}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 py-3 text-base font-semibold transition ${VARIANTS[variant]} ${className}`}
    >
      {children}
      <Icon name="arrowRight" width={18} height={18} />
    </SmartLink>
  );
}
