import type { SiteSetting } from '@brilla/types';
import { Icon } from '~/components/ui/icon';

/** Phone numbers as `tel:` targets: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

type Props = { setting: SiteSetting; className?: string; linkClassName?: string };

/** E-mail, the two phones and the Bogotá address, with mailto and tel links. */
export function ContactDetails({
  setting,
  className = '',
  linkClassName = 'hover:text-brand',
}: Props) {
  const phones = [setting.phonePrimary, setting.phoneSecondary].filter(Boolean);
  return (
    <ul className={`flex flex-col gap-3 text-[15px] ${className}`}>
      <li className="flex items-start gap-3">
        <Icon name="mail" width={20} height={20} className="mt-0.5 shrink-0 opacity-80" />
        <a href={`mailto:${setting.contactEmail}`} className={`break-all ${linkClassName}`}>
          {setting.contactEmail}
        </a>
      </li>
      {phones.map((phone) => (
        <li key={phone} className="flex items-start gap-3">
          <Icon name="phone" width={20} height={20} className="mt-0.5 shrink-0 opacity-80" />
          <a href={telHref(phone)} className={linkClassName}>
            {phone}
          </a>
        </li>
      ))}
      <li className="flex items-start gap-3">
        <Icon name="pin" width={20} height={20} className="mt-0.5 shrink-0 opacity-80" />
        <address className="not-italic">{setting.address}</address>
      </li>
    </ul>
  );
}
