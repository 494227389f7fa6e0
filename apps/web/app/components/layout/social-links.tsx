import type { SocialLink } from '@brilla/types';
import { SocialIcon } from '~/components/ui/social-icon';

const NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

export function SocialLinks({
  links,
  className = '',
}: {
  links: SocialLink[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={`flex gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={NAMES[link.network] ?? link.network}
            className="round-button border border-current/25 transition hover:bg-current/10"
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
