import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dictionaries, type Language } from '@brilla/i18n';
import { STACK_API_TOKEN } from '@brilla/testkit';
import type { ReceivedMail } from '@brilla/testkit/mail';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const LANGS: Language[] = ['es', 'en'];
export const t = (lang: Language) => dictionaries[lang];
/** The site path of a Spanish path in a language: "/inicio" → "/en/inicio". */
export const localized = (lang: Language, esPath: string) =>
  lang === 'es' ? esPath : `/en${esPath}`;

type Fixtures = { pageErrors: string[] };

/**
 * The server-rendered page is painted before its scripts run (docs/decisions/035): after
 * loading a document, journeys wait for `<html data-hydrated>` before using what needs
 * JavaScript, as a visitor waits for a button to answer. Not with JavaScript disabled.
 */
async function whenHydrated(page: Page, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled === false) return;
  // The CMS admin (specs signing in to Strapi) is not the site and has no such marker.
  const cms = process.env.E2E_CMS_URL;
  if (cms && page.url().startsWith(`${cms}/`)) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Our own admin text (src/admin/translations.ts): a missing message of it is never excused. */
const OWN_ADMIN_TEXT =
  /Missing message: "(contactExport|contactErasure|signInLocks|seoPanel|schedule|publishedVersions)\./;

/**
 * What Strapi's admin panel logs as errors by itself, whatever we add to it: react-intl's
 * "missing message" for its own keys and for content-type names and enum values it passes as
 * message ids (its Spanish catalogue has gaps), and the 404s of its AI features on a CMS without
 * AI (the feature check, and the edit view's AI translation jobs). Our own admin text is not
 * excused.
 */
function isStrapiAdminNoise(text: string, url: string): boolean {
  const cms = process.env.E2E_CMS_URL;
  if (!cms) return false;
  const notFound = text.includes('status of 404');
  if (url.startsWith(`${cms}/i18n/ai-localization-jobs/`)) return notFound;
  if (!url.startsWith(`${cms}/admin/`)) return false;
  if (text.includes('[@formatjs/intl Error MISSING_TRANSLATION]'))
    return !OWN_ADMIN_TEXT.test(text);
  return url === `${cms}/admin/ai-feature-config` && notFound;
}

/**
 * Every test fails when the page logs a console error or throws (production hydration errors
 * surface as page errors, React #418), so no journey can pass over a broken page.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await whenHydrated(page, javaScriptEnabled);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await whenHydrated(page, javaScriptEnabled);
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Chromium reports a document answered with 404 as a failed resource; that 404 is the
      // expected answer of the not-found journeys, so it alone is not an error.
      const notFoundDocuments = new Set<string>();
      // Likewise a contact post answered 400, 429, 502 or 503: the status is the form's honest
      // answer (docs/decisions/053), which Chromium logs as a failed resource, page or fetch; and
      // an admin save the CMS refuses (400, shown beside the field).
      const contactAnswers = new Map<string, number>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          notFoundDocuments.add(response.url());
        }
        if (
          ['POST', 'PUT'].includes(response.request().method()) &&
          [400, 429, 502, 503].includes(response.status())
        ) {
          contactAnswers.set(response.url(), response.status());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        const expected404 = notFoundDocuments.has(url) && message.text().includes('status of 404');
        const expectedContact =
          contactAnswers.has(url) &&
          message.text().includes(`status of ${contactAnswers.get(url)}`);
        if (expected404 || expectedContact || isStrapiAdminNoise(message.text(), url)) return;
        errors.push(`console: ${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: false });
}

export const cmsUrl = () => {
  const url = process.env.E2E_CMS_URL;
  if (!url) throw new Error('E2E_CMS_URL is not set; global setup did not run');
  return url;
};

/**
 * A call to the CMS's content API or contact route as the web makes it, with the web's token
 * (the CMS answers nobody else; reusing a stack: E2E_CMS_API_TOKEN, default the test stacks').
 */
export function cmsApi(apiPath: string, init: RequestInit = {}): Promise<Response> {
  const token = process.env.E2E_CMS_API_TOKEN || STACK_API_TOKEN;
  return fetch(`${cmsUrl()}${apiPath}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
}

/** Reads the messages the SMTP sink received so far. */
export function receivedMail(): ReceivedMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}
