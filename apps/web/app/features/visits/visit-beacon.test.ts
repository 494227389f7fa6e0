import { visitBeaconSchema } from '@brilla/validation';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordView, viewBeacon } from './visit-beacon';
import { useVisitOrigin } from './visit-origin';
import { vitalsBeacon } from './vitals.client';

const landing = {
  path: '/en/blogs/x',
  entry: true,
  search: '?utm_source=Instagram&utm_medium=social&utm_campaign=lanzamiento&fbclid=abc',
  referrer: 'https://www.google.com/search?q=brilla',
  ownHost: 'brilla.example',
  viewportWidth: 375,
};

describe('viewBeacon', () => {
  it("says, on a visit's first page, the referring host and the campaign, and nothing else", async () => {
    const beacon = viewBeacon(landing);
    expect(beacon).toEqual({
      kind: 'view',
      path: '/en/blogs/x',
      device: 'mobile',
      entry: true,
      referrer: 'www.google.com',
      source: 'Instagram',
      medium: 'social',
      campaign: 'lanzamiento',
    });
    // What the web takes: the shared schema accepts exactly this.
    await expect(visitBeaconSchema.validate(beacon)).resolves.toEqual(beacon);
  });

  it("counts a full load from the site's own page as a later page of the visit", () => {
    expect(viewBeacon({ ...landing, referrer: 'https://brilla.example/inicio' })).toMatchObject({
      entry: false,
      referrer: '',
      source: '',
      campaign: '',
    });
  });

  it('leaves the referrer out when it is not a web page, and the page stays the first', () => {
    for (const referrer of ['android-app://com.slack', '', 'no es una dirección']) {
      expect(viewBeacon({ ...landing, referrer }), referrer).toMatchObject({
        entry: true,
        referrer: '',
        source: 'Instagram',
      });
    }
    expect(viewBeacon({ ...landing, referrer: 'HTTP://News.Example.COM/x' }).referrer).toBe(
      'news.example.com',
    );
  });

  it('takes each campaign tag trimmed and cut to 60 characters, and an absent one as empty', () => {
    const long = 'c'.repeat(61);
    expect(
      viewBeacon({ ...landing, search: `?utm_source=%20Instagram%20&utm_campaign=${long}` }),
    ).toMatchObject({ source: 'Instagram', medium: '', campaign: 'c'.repeat(60) });
    expect(viewBeacon({ ...landing, search: '' })).toMatchObject({
      source: '',
      medium: '',
      campaign: '',
    });
  });

  it('says nothing of where a later page of the visit came from', () => {
    expect(viewBeacon({ ...landing, entry: false, viewportWidth: 1280 })).toEqual({
      kind: 'view',
      path: '/en/blogs/x',
      device: 'desktop',
      entry: false,
      referrer: '',
      source: '',
      medium: '',
      campaign: '',
    });
  });
});

describe('vitalsBeacon', () => {
  it('rounds milliseconds to whole ones and CLS to thousandths', async () => {
    const beacon = vitalsBeacon(
      '/inicio',
      800,
      new Map([
        ['LCP', 1234.56],
        ['CLS', 0.123456],
        ['INP', 72.4],
      ]),
    );
    expect(beacon).toMatchObject({
      kind: 'vitals',
      path: '/inicio',
      device: 'tablet',
      metrics: { LCP: 1235, CLS: 0.123, INP: 72 },
    });
    await expect(visitBeaconSchema.validate(beacon)).resolves.toEqual(beacon);
  });
});

describe('recordView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the page view with navigator.sendBeacon to the visit address, as JSON', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    recordView('/contactanos', '?utm_campaign=x', false);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/_visita');
    expect(body.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    expect(JSON.parse(text)).toMatchObject({ kind: 'view', path: '/contactanos', entry: false });
  });

  it("keeps the first page's source and campaign for the contact form, in memory", () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
    recordView('/inicio', '?utm_source=Boletin&utm_campaign=marzo', true);
    expect(renderHook(() => useVisitOrigin()).result.current).toEqual({
      source: 'boletin',
      campaign: 'marzo',
    });
  });
});
