import { describe, expect, it } from 'vitest';
import {
  contactVisitCampaign,
  contactVisitSource,
  visitBatchSchema,
  visitBeaconSchema,
} from './visit';
import {
  DESKTOP_MIN_WIDTH,
  DIRECT_SOURCE,
  deviceClass,
  INTERNAL_SOURCE,
  TABLET_MIN_WIDTH,
  VISIT_BATCH_MAX_ROWS,
  VISIT_CAMPAIGN_MAX,
  VISIT_LABEL_MAX,
  VISIT_SOURCE_MAX,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  visitCampaign,
  visitSource,
  vitalBucket,
  vitalBucketCount,
  vitalP75,
  vitalRating,
} from './visit-rules';

const view = {
  kind: 'view',
  path: '/en/blogs/x',
  device: 'mobile',
  entry: true,
  referrer: 'www.google.com',
  source: 'instagram',
  medium: 'social',
  campaign: 'lanzamiento-2026',
};

describe('deviceClass', () => {
  it('names phones, tablets and desktops by the viewport width', () => {
    expect(deviceClass(375)).toBe('mobile');
    expect(deviceClass(TABLET_MIN_WIDTH - 1)).toBe('mobile');
    expect(deviceClass(TABLET_MIN_WIDTH)).toBe('tablet');
    expect(deviceClass(DESKTOP_MIN_WIDTH - 1)).toBe('tablet');
    expect(deviceClass(DESKTOP_MIN_WIDTH)).toBe('desktop');
  });
});

describe('vitalRating', () => {
  it("rates by Google's thresholds, each bound inclusive", () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('INP', 500)).toBe('needs-improvement');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
    expect(vitalRating('TTFB', 1800)).toBe('needs-improvement');
    expect(vitalRating('FCP', 3001)).toBe('poor');
  });
});

describe('vitalBucket and vitalP75', () => {
  it('counts a value in the first bucket whose bound it does not pass, the open one past all', () => {
    expect(vitalBucket('LCP', 0)).toBe(0);
    expect(vitalBucket('LCP', 50)).toBe(0);
    expect(vitalBucket('LCP', 51)).toBe(1);
    expect(vitalBucket('LCP', 60_000)).toBe(vitalBucketCount('LCP') - 1);
    expect(vitalBucket('CLS', 0.01)).toBe(0);
    expect(vitalBucket('CLS', 0.011)).toBe(1);
    expect(vitalBucket('CLS', 5)).toBe(vitalBucketCount('CLS') - 1);
  });

  it('rates a p75 read from the buckets as the exact value would be, at every threshold', () => {
    for (const metric of VITAL_METRICS) {
      const { good, poor } = VITAL_THRESHOLDS[metric];
      for (const value of [good, poor]) {
        const p75 = vitalP75(metric, new Map([[vitalBucket(metric, value), 1]]));
        expect(p75, `${metric} ${value}`).toBe(value);
        expect(vitalRating(metric, p75 as number)).toBe(vitalRating(metric, value));
      }
    }
  });

  it('finds the 75th percentile: three fast loads and one slow give the fast bound', () => {
    const counts = new Map([
      [vitalBucket('LCP', 900), 3],
      [vitalBucket('LCP', 5000), 1],
    ]);
    expect(vitalP75('LCP', counts)).toBe(1000);
    counts.set(vitalBucket('LCP', 5000), 2);
    expect(vitalP75('LCP', counts)).toBe(5000);
  });

  it('reads the open bucket as its lower bound, and nothing as null', () => {
    expect(vitalP75('LCP', new Map([[vitalBucketCount('LCP') - 1, 4]]))).toBe(20_000);
    expect(vitalP75('CLS', new Map([[vitalBucketCount('CLS') - 1, 1]]))).toBe(1);
    expect(vitalP75('INP', new Map())).toBeNull();
    expect(vitalP75('INP', new Map([[3, 0]]))).toBeNull();
  });
});

describe('visitBeaconSchema', () => {
  it('takes a page view and a landing page’s measurements', async () => {
    await expect(visitBeaconSchema.validate(view)).resolves.toMatchObject(view);
    const vitals = {
      kind: 'vitals',
      path: '/inicio',
      device: 'desktop',
      metrics: { LCP: 1234, CLS: 0.02, INP: 80, FCP: 700, TTFB: 120 },
    };
    await expect(visitBeaconSchema.validate(vitals)).resolves.toMatchObject(vitals);
  });

  it.each([
    ['an unknown kind', { kind: 'click' }],
    ['a path that is not a path', { path: 'https://evil.example/' }],
    ['a path past 300 characters', { path: `/${'a'.repeat(300)}` }],
    ['an unknown device', { device: 'tv' }],
    ['a referrer that is not a host', { referrer: 'https://google.com/search?q=x' }],
    ['a campaign with markup', { campaign: '<script>' }],
    ['a campaign past 60 characters', { campaign: 'a'.repeat(61) }],
    ['an unknown field', { ip: '1.2.3.4' }],
    ['an entry flag that is not a boolean', { entry: 'yes' }],
    ['a measurement past a minute', { kind: 'vitals', metrics: { LCP: 60_001 } }],
    ['a negative measurement', { kind: 'vitals', metrics: { CLS: -1 } }],
    ['an unknown metric', { kind: 'vitals', metrics: { FID: 10 } }],
    ['a measurement as text', { kind: 'vitals', metrics: { LCP: '100' } }],
  ])('refuses %s', async (_name, change) => {
    await expect(visitBeaconSchema.validate({ ...view, ...change })).rejects.toThrow();
  });
});

describe('visitBatchSchema', () => {
  const row = {
    path: '/inicio',
    language: 'es',
    device: 'mobile',
    source: '(direct)',
    campaign: '',
    views: 3,
  };

  it('takes rows of counts', async () => {
    const batch = await visitBatchSchema.validate({ views: [row], vitals: [] });
    expect(batch.views).toEqual([row]);
  });

  it.each([
    ['a language the site does not have', { language: 'fr' }],
    ['a count of zero', { views: 0 }],
    ['a fractional count', { views: 1.5 }],
    ['a path that is not a path', { path: 'inicio' }],
    ['a source past 253 characters', { source: 'a'.repeat(254) }],
    ['a campaign past 123 characters', { campaign: 'c'.repeat(124) }],
  ])('refuses %s', async (_name, change) => {
    await expect(visitBatchSchema.validate({ views: [{ ...row, ...change }] })).rejects.toThrow();
  });

  it('takes the longest source and campaign a count can have', async () => {
    const longest = { ...row, source: 'a'.repeat(253), campaign: 'c'.repeat(123) };
    const batch = await visitBatchSchema.validate({ views: [longest] });
    expect(batch.views).toEqual([longest]);
  });

  it(`refuses more than ${VISIT_BATCH_MAX_ROWS} rows`, async () => {
    const views = Array.from({ length: VISIT_BATCH_MAX_ROWS + 1 }, () => row);
    await expect(visitBatchSchema.validate({ views })).rejects.toThrow();
  });
});

describe('visitSource and visitCampaign', () => {
  const entry = { entry: true, referrer: '', source: '', medium: '', campaign: '' };

  it("name a visit's first page by its campaign's source, else the referring host, else direct", () => {
    const tagged = { ...entry, source: 'Newsletter', campaign: 'black-friday', medium: 'email' };
    expect([visitSource(tagged), visitCampaign(tagged)]).toEqual([
      'newsletter',
      'black-friday / email',
    ]);
    const searched = { ...entry, referrer: 'www.google.com', campaign: 'navidad' };
    expect([visitSource(searched), visitCampaign(searched)]).toEqual(['google.com', 'navidad']);
    // Only a leading "www." goes.
    expect(visitSource({ ...entry, referrer: 'news.www-example.com' })).toBe(
      'news.www-example.com',
    );
    expect(visitSource({ ...entry, referrer: 'mywww.example.com' })).toBe('mywww.example.com');
    expect([visitSource(entry), visitCampaign(entry)]).toEqual([DIRECT_SOURCE, '']);
    expect(visitCampaign({ ...entry, medium: 'email' })).toBe('');
  });

  it('name later pages of a visit internal, whatever their query says', () => {
    const later = { ...entry, entry: false, source: 'tiktok', referrer: 'www.tiktok.com' };
    expect([visitSource(later), visitCampaign({ ...later, campaign: 'x' })]).toEqual([
      INTERNAL_SOURCE,
      '',
    ]);
  });

  it('fit the counts’ columns: the longest campaign is two labels and a slash', () => {
    const longest = { ...entry, campaign: 'c'.repeat(VISIT_LABEL_MAX), medium: 'm'.repeat(60) };
    expect(visitCampaign(longest)).toHaveLength(VISIT_CAMPAIGN_MAX);
    expect(VISIT_CAMPAIGN_MAX).toBe(123);
    expect(VISIT_SOURCE_MAX).toBe(253);
  });
});

describe('contactVisitSource and contactVisitCampaign', () => {
  it.each([
    ['instagram', 'instagram'],
    ['  Instagram ', 'instagram'],
    ['(direct)', '(direct)'],
    ['google.com', 'google.com'],
    [`${'a'.repeat(60)}.example.com`, `${'a'.repeat(60)}.example.com`],
    ['boletín de marzo', 'boletín de marzo'],
  ])('keeps the source %j as %j', (value, expected) => {
    expect(contactVisitSource(value)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['an empty text', '   '],
    ['a number', 42],
    ['the internal source, which no visit starts from', '(internal)'],
    ['markup', '<script>'],
    ['a label past 60 characters that is no host', `${'a'.repeat(60)} b`],
    ['a host past 253 characters', `${'a.'.repeat(126)}com`],
    ['a path', 'https://evil.example/x'],
  ])('drops %s as a source', (_name, value) => {
    expect(contactVisitSource(value)).toBeNull();
  });

  it('keeps a campaign a beacon could say, and drops anything else', () => {
    expect(contactVisitCampaign(' lanzamiento / social ')).toBe('lanzamiento / social');
    const longest = `${'c'.repeat(VISIT_LABEL_MAX)} / ${'m'.repeat(VISIT_LABEL_MAX)}`;
    expect(contactVisitCampaign(longest)).toBe(longest);
    expect(contactVisitCampaign(`${longest}m`)).toBeNull();
    expect(contactVisitCampaign('<b>x</b>')).toBeNull();
    expect(contactVisitCampaign('')).toBeNull();
    expect(contactVisitCampaign(null)).toBeNull();
  });
});
