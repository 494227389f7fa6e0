import { VISIT_BATCH_MAX_ROWS, type VisitBeacon, vitalBucket } from '@brilla/validation';
import { describe, expect, it } from 'vitest';
import { createVisitTally } from './visit-tally.server';

const view: VisitBeacon = {
  kind: 'view',
  path: '/inicio',
  device: 'mobile',
  entry: true,
  referrer: '',
  source: '',
  medium: '',
  campaign: '',
};
const home = { path: '/inicio', language: 'es' as const };

/** The source and campaign each beacon is counted under. */
function counted(beacons: Partial<VisitBeacon>[]) {
  const tally = createVisitTally();
  for (const beacon of beacons) tally.count({ ...view, ...beacon } as VisitBeacon, home);
  return tally.take()?.views.map((row) => [row.source, row.campaign, row.views]);
}

describe('createVisitTally', () => {
  it("counts a visit's first page under its campaign's source, else the referring host, else direct", () => {
    expect(counted([{ source: 'Newsletter', campaign: 'black-friday', medium: 'email' }])).toEqual([
      ['newsletter', 'black-friday / email', 1],
    ]);
    expect(counted([{ referrer: 'www.google.com', campaign: 'navidad' }])).toEqual([
      ['google.com', 'navidad', 1],
    ]);
    // Only a leading "www." goes.
    expect(
      counted([{ referrer: 'news.www-example.com' }, { referrer: 'mywww.example.com' }]),
    ).toEqual([
      ['news.www-example.com', '', 1],
      ['mywww.example.com', '', 1],
    ]);
    expect(counted([{}, {}])).toEqual([['(direct)', '', 2]]);
  });

  it('counts later pages of a visit as internal, whatever their query says', () => {
    expect(
      counted([{ entry: false, source: 'tiktok', referrer: 'www.tiktok.com', campaign: 'x' }]),
    ).toEqual([['(internal)', '', 1]]);
  });

  it('counts each measurement in its bucket, and none of a beacon without measurements', () => {
    const tally = createVisitTally();
    const vitals = { ...view, kind: 'vitals' as const };
    tally.count({ ...vitals, metrics: { LCP: 1800, CLS: 0.3 } }, home);
    tally.count({ ...vitals, metrics: { LCP: 1800 } }, { path: '/blog', language: 'en' });
    tally.count({ ...vitals, metrics: { LCP: 1800 } }, home);
    tally.count({ ...vitals, metrics: undefined }, home);
    expect(tally.take()).toEqual({
      views: [],
      vitals: [
        {
          path: '/inicio',
          language: 'es',
          metric: 'LCP',
          bucket: vitalBucket('LCP', 1800),
          samples: 2,
        },
        {
          path: '/inicio',
          language: 'es',
          metric: 'CLS',
          bucket: vitalBucket('CLS', 0.3),
          samples: 1,
        },
        {
          path: '/blog',
          language: 'en',
          metric: 'LCP',
          bucket: vitalBucket('LCP', 1800),
          samples: 1,
        },
      ],
    });
  });

  it('says how many rows it holds: the larger of the views and the measurements', () => {
    const tally = createVisitTally();
    expect(tally.size).toBe(0);
    tally.count(view, home);
    tally.count(view, { path: '/blog', language: 'es' });
    expect(tally.size).toBe(2);
    tally.count({ ...view, kind: 'vitals', metrics: { LCP: 1, INP: 1, CLS: 0 } }, home);
    expect(tally.size).toBe(3);
  });

  it('hands its counts over once, a batch at most, keeping the rest for the next', () => {
    const tally = createVisitTally();
    expect(tally.take()).toBeNull();
    for (let i = 0; i <= VISIT_BATCH_MAX_ROWS; i += 1) {
      tally.count(view, { path: `/blogs/p${i}`, language: 'es' });
    }
    const first = tally.take();
    expect(first?.views).toHaveLength(VISIT_BATCH_MAX_ROWS);
    expect(first?.views[0]?.path).toBe('/blogs/p0');
    expect(tally.take()?.views.map((row) => row.path)).toEqual([`/blogs/p${VISIT_BATCH_MAX_ROWS}`]);
    expect(tally.take()).toBeNull();
    expect(tally.size).toBe(0);
  });
});
