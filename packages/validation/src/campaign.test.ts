import { describe, expect, it } from 'vitest';
import { isCampaignParameter, withoutCampaign } from './campaign.js';

describe('campaign parameters', () => {
  it('are the utm_* tags and the click ids of ads and social apps, in any case', () => {
    for (const name of [
      'utm_source',
      'UTM_Campaign',
      'utm_',
      'fbclid',
      'GCLID',
      'ttclid',
      'mc_eid',
    ])
      expect(isCampaignParameter(name)).toBe(true);
    // Google Search's organic links, Analytics' linker, Pinterest, Snapchat, HubSpot e-mails.
    for (const name of ['srsltid', '_gl', 'epik', 'ScCid', '_hsenc', 'mkt_tok', 'yclid'])
      expect(isCampaignParameter(name)).toBe(true);
    for (const name of ['utm', 'xutm_source', 'fbclid2', 'h', 'page', 'interest', ''])
      expect(isCampaignParameter(name)).toBe(false);
  });

  it('are left out of a query, the rest kept in its order', () => {
    expect(withoutCampaign('')).toBe('');
    expect(withoutCampaign('?')).toBe('');
    expect(withoutCampaign('?utm_source=ig')).toBe('');
    expect(withoutCampaign('page=2&utm_medium=social&fbclid=x&utm_source=ig')).toBe('?page=2');
    expect(withoutCampaign('?h=12&MSCLKID=1&r=3')).toBe('?h=12&r=3');
    expect(withoutCampaign('?utm_source=a&utm_source=b')).toBe('');
  });

  it('leave a query without them unchanged, byte for byte', () => {
    expect(withoutCampaign('?a=1%202&b')).toBe('?a=1%202&b');
    expect(withoutCampaign('h=12')).toBe('?h=12');
  });
});
