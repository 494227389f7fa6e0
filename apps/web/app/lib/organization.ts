import type { SiteSetting } from '@brilla/types';
import { OG_IMAGE } from './seo';

/** schema.org Organization of the agency, from the CMS site settings. */
export function organizationJsonLd(siteUrl: string, setting: SiteSetting | null) {
  const phones = [setting?.phonePrimary, setting?.phoneSecondary].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: setting?.siteName ?? 'Brilla Talent',
    url: siteUrl,
    logo: `${siteUrl}${OG_IMAGE.path}`,
    ...(setting?.contactEmail ? { email: setting.contactEmail } : {}),
    ...(phones.length > 0 ? { telephone: phones } : {}),
    ...(setting?.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: setting.address,
            addressCountry: 'CO',
          },
        }
      : {}),
    sameAs: setting?.socialLinks.map((link) => link.url) ?? [],
  };
}
