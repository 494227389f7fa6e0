import { describe, expect, it } from 'vitest';
import { buildSiteSetting } from '../../test/mocks/factories';
import { organizationJsonLd } from './organization';

describe('organizationJsonLd', () => {
  it('describes the agency with its contact details and profiles from the site settings', () => {
    const setting = buildSiteSetting({
      siteName: 'Brilla',
      contactEmail: 'hola@brilla.test',
      phonePrimary: '+57 300 000 0000',
      phoneSecondary: '+57 301 000 0000',
      address: 'Calle 1, Medellín',
      socialLinks: [
        { network: 'instagram', url: 'https://instagram.com/brilla' },
        { network: 'tiktok', url: 'https://tiktok.com/@brilla' },
      ],
    });
    expect(organizationJsonLd('https://brilla.test', setting)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Brilla',
      url: 'https://brilla.test',
      logo: 'https://brilla.test/og-default.png',
      email: 'hola@brilla.test',
      telephone: ['+57 300 000 0000', '+57 301 000 0000'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle 1, Medellín',
        addressCountry: 'CO',
      },
      sameAs: ['https://instagram.com/brilla', 'https://tiktok.com/@brilla'],
    });
  });

  it('leaves out the details the settings leave empty', () => {
    const setting = buildSiteSetting({
      contactEmail: '',
      phonePrimary: '',
      phoneSecondary: '+57 301 000 0000',
      address: '',
      socialLinks: [],
    });
    const json = organizationJsonLd('https://brilla.test', setting);
    expect(json).not.toHaveProperty('email');
    expect(json).not.toHaveProperty('address');
    expect(json.telephone).toEqual(['+57 301 000 0000']);
    expect(json.sameAs).toEqual([]);
    const noPhones = organizationJsonLd(
      'https://brilla.test',
      buildSiteSetting({ phonePrimary: '', phoneSecondary: '' }),
    );
    expect(noPhones).not.toHaveProperty('telephone');
  });

  it('still names the agency when the CMS sent no settings', () => {
    expect(organizationJsonLd('https://brilla.test', null)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Brilla Talent',
      url: 'https://brilla.test',
      logo: 'https://brilla.test/og-default.png',
      sameAs: [],
    });
  });
});
