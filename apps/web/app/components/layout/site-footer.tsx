import type { SiteSetting } from '@brilla/types';
import { Link } from 'react-router';
import { SmartLink } from '~/components/ui/smart-link';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { ContactDetails } from './contact-details';
import { Logo } from './logo';
import type { MenuLink } from './nav-items';
import { SocialLinks } from './social-links';

type Props = {
  setting: SiteSetting | null;
  /** The quick links in order. */
  links: readonly MenuLink[];
  siteName: string;
  year: number;
  minimal?: boolean;
};

/** Footer (#232323): quick links, contact information, copyright, privacy and sitemap links. */
export function SiteFooter({ setting, links, siteName, year, minimal = false }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const copyright = t('footer.copyright', { year, siteName });
  if (minimal) {
    return (
      <footer data-theme="dark" className="bg-footer py-6 text-center text-sm text-white/75">
        <p>{copyright}</p>
      </footer>
    );
  }
  return (
    <footer data-theme="dark" className="bg-footer text-white/80">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr]">
        <div className="flex flex-col gap-5">
          <Logo siteName={siteName} />
          <p className="max-w-sm text-[15px] leading-relaxed">{t('meta.defaultDescription')}</p>
          {setting ? <SocialLinks links={setting.socialLinks} className="text-white" /> : null}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-5 text-base font-bold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-[15px] lg:grid-cols-1">
            {links.map((link) => (
              <li key={link.key}>
                <SmartLink href={link.target} className="hover:text-white hover:underline">
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        {setting ? (
          <div>
            <h2 className="mb-5 text-base font-bold text-white">{t('footer.contactInfo')}</h2>
            <ContactDetails setting={setting} linkClassName="hover:text-white hover:underline" />
          </div>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>{copyright}</p>
          <ul className="flex gap-6">
            <li>
              <Link
                to={localizePath('/privacy', language)}
                className="hover:text-white hover:underline"
              >
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link
                to={localizePath('/sitemap', language)}
                className="hover:text-white hover:underline"
              >
                {t('footer.sitemap')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
