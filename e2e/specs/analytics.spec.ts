import type { BrowserContext, Page } from '@playwright/test';
import { expect as adminExpect, adminToken, createStaff, signIn } from '../support/admin';
import { expect, t, test } from '../support/fixtures';

type Beacon = {
  kind: 'view' | 'vitals';
  path: string;
  device: string;
  entry: boolean;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  metrics?: Record<string, number>;
};

/**
 * Every beacon the site's pages hand to `navigator.sendBeacon` in this context, as parsed JSON
 * (Chromium does not show a beacon's Blob body to the test), and how many the site answered.
 */
async function beaconsOf(context: BrowserContext) {
  let requests = 0;
  // Answered, not only sent: a context closed earlier would cancel them.
  context.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/_visita') requests += 1;
  });
  await context.addInitScript(() => {
    const kept: unknown[] = [];
    Object.assign(window, { __beacons: kept });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => kept.push(JSON.parse(text)));
      return send(url, data);
    };
  });
  return {
    requests: () => requests,
    sent: (page: Page) =>
      page.evaluate(() => (window as unknown as { __beacons: unknown[] }).__beacons) as Promise<
        Beacon[]
      >,
  };
}

/** Hides the page as switching to another tab does (the measurements go then). */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** A campaign of this run, so its counts stand apart from other journeys'. */
const campaignTag = () =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function visitFromCampaign(page: Page, campaign: string) {
  await page.goto(`/blog?utm_source=boletin-e2e&utm_medium=email&utm_campaign=${campaign}`);
  // The beacon is the page's script: a page left before it runs counts nothing. A page of a
  // context of its own has no fixture that waits for it (support/fixtures.ts).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // A later page of the same visit, reached by a link.
  await page.locator('main a[href^="/blogs/"]').first().click();
  await expect(page).toHaveURL(/\/blogs\//);
}

/**
 * A visit from a campaign's link that goes on by the site's own links (no reload) to the contact
 * page and sends a message there: the message carries the visit's source and campaign.
 */
async function convertFromCampaign(context: BrowserContext, source: string, campaign: string) {
  const beacons = await beaconsOf(context);
  const page = await context.newPage();
  await page.goto(`/blog?utm_source=${source}&utm_campaign=${campaign}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The visit's first page has said where it came from (the browser keeps it from then on).
  await expect.poll(async () => (await beacons.sent(page)).length).toBe(1);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator('a[href="/contactanos"]:visible').first().click();
  await expect(page).toHaveURL(/\/contactanos$/);
  // A client-side navigation: the same document, so the same visit.
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  const text = t('es').contact;
  await page.getByLabel(text.name).fill('Ana Campaña');
  await page.getByLabel(text.email).fill(`${campaign}@brilla.test`);
  await page.getByLabel(text.message).fill('Hola, llegué por el boletín y quiero saber más.');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.success })).toBeVisible();
  await expect.poll(beacons.requests).toBe(2);
}

test('a visit counts its pages, where it came from, and how fast its first page was', async ({
  page,
  context,
}, testInfo) => {
  const beacons = await beaconsOf(context);
  const campaign = campaignTag();
  await visitFromCampaign(page, campaign);
  const views = async () => (await beacons.sent(page)).filter((beacon) => beacon.kind === 'view');
  // A client navigation keeps the document: both page views are in its list.
  await expect.poll(async () => (await views()).length).toBe(2);
  const [first, second] = await views();
  const device = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  expect(first).toEqual({
    kind: 'view',
    path: '/blog',
    device,
    entry: true,
    referrer: '',
    source: 'boletin-e2e',
    medium: 'email',
    campaign,
  });
  expect(second).toMatchObject({ kind: 'view', entry: false, source: '', campaign: '', device });
  expect(second?.path).toMatch(/^\/blogs\/[a-z0-9-]+$/);
  await hide(page);
  const vitals = async () => (await beacons.sent(page)).find((beacon) => beacon.kind === 'vitals');
  await expect.poll(vitals).toBeTruthy();
  const measured = await vitals();
  // The landing page's, not the one shown when hidden.
  expect(measured?.path).toBe('/blog');
  expect(Object.keys(measured?.metrics ?? {})).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  for (const value of Object.values(measured?.metrics ?? {})) {
    expect(value).toBeGreaterThanOrEqual(0);
  }
  await expect.poll(beacons.requests).toBe(3);
});

test('a browser with Global Privacy Control or Do Not Track sends nothing', async ({
  browser,
}, testInfo) => {
  // Two browsers, each given time to send what it would.
  test.slow();
  for (const optOut of ['globalPrivacyControl', 'doNotTrack'] as const) {
    const context = await browser.newContext({
      ...testInfo.project.use,
      baseURL: testInfo.project.use.baseURL,
    });
    await context.addInitScript((name) => {
      Object.defineProperty(Navigator.prototype, name, {
        get: () => (name === 'doNotTrack' ? '1' : true),
      });
    }, optOut);
    const beacons = await beaconsOf(context);
    const page = await context.newPage();
    await page.goto('/blog');
    await page.locator('main a[href^="/blogs/"]').first().click();
    await expect(page).toHaveURL(/\/blogs\//);
    // Longer than a beacon takes to leave once the page is idle (the journey above).
    await page.waitForTimeout(1500);
    await hide(page);
    await page.waitForTimeout(500);
    expect(await beacons.sent(page), optOut).toEqual([]);
    expect(beacons.requests(), optOut).toBe(0);
    await context.close();
  }
});

test('the Editor and Comercial roles read the figures in the admin and export them', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the admin journeys run once');
  test.slow();
  const campaign = campaignTag();
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const beacons = await beaconsOf(visitor);
  await visitFromCampaign(await visitor.newPage(), campaign);
  // Sent once each page has loaded; a loaded machine takes its time.
  await expect.poll(beacons.requests, { timeout: 30_000 }).toBe(2);
  await visitor.close();
  // Another visit, from a source of its own, that ends in a contact message.
  const converted = { source: `fuente-${campaignTag()}`, campaign: campaignTag() };
  const buyer = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await convertFromCampaign(buyer, converted.source, converted.campaign);
  await buyer.close();

  const token = await adminToken();
  for (const role of ['Comercial', 'Editor']) {
    const staff = await createStaff(token, role, `analitica-${role.toLowerCase()}`);
    await page.context().clearCookies();
    await signIn(page, staff);
    await page.getByRole('link', { name: 'Analítica' }).click();
    await adminExpect(
      page.getByRole('heading', { name: 'Analítica del sitio', level: 1 }),
    ).toBeVisible();
    // Dates left blank ask for the default period, whose dates then fill them.
    const from = page.getByLabel('Desde', { exact: true });
    await adminExpect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await from.fill('');
    await page.getByLabel('Hasta', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Ver', exact: true }).click();
    await adminExpect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    const campaigns = page.getByRole('region', { name: 'Campañas' });
    // The web hands its counts over within half a second here (VISIT_FLUSH_MS): reload until in.
    await adminExpect(async () => {
      await page.getByRole('button', { name: 'Ver', exact: true }).click();
      await expect(
        campaigns.getByRole('row', { name: new RegExp(`${campaign} / email`) }),
      ).toBeVisible({ timeout: 2000 });
    }).toPass();
    const pages = page.getByRole('region', { name: 'Páginas' });
    await adminExpect(pages.getByRole('row', { name: /^\/blog Español/ })).toBeVisible();
    const sources = page.getByRole('region', { name: 'Fuentes' });
    await adminExpect(sources.getByRole('row', { name: /boletin-e2e/ })).toBeVisible();
    // The converted visit: one entry visit, one message, all of it converted.
    for (const [region, name] of [
      [sources, converted.source],
      [campaigns, converted.campaign],
    ] as const) {
      await adminExpect(
        region.getByRole('row', { name: / Visitas de entrada Mensajes Conversión$/ }),
      ).toBeVisible();
      await adminExpect(async () => {
        await page.getByRole('button', { name: 'Ver', exact: true }).click();
        await expect(
          region.getByRole('row', { name: new RegExp(`^${name} 1 1 100 %$`) }),
        ).toBeVisible({ timeout: 2000 });
      }).toPass();
    }
    if (role === 'Editor') {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^analitica-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const text = await (await download.createReadStream()).toArray();
      const csv = Buffer.concat(text as Buffer[]).toString('utf8');
      expect(csv).toMatch(/^\uFEFF"path","language","views","messages"/);
      expect(csv).toMatch(/\r\n"\/blog","es","\d+"/);
    }
  }
});
