// What the benchmark measures and the budgets it checks (issue 5). Sizes: 1 KB = 1000 bytes.
import { BASELINE_COMMIT } from './baseline.ts';

/**
 * Pages audited by Lighthouse; `{blog}` is replaced by the first blog slug from the CMS API. The
 * search pages ask for a word that many seeded pages, services and posts contain, so the result
 * page is as long as a real one (issue 30: it meets the blog's budgets).
 */
export const PAGES = [
  '/inicio',
  '/blog',
  '/blogs/{blog}',
  '/calculadora',
  '/contactanos',
  '/buscar?q=creadores',
  '/en/inicio',
  '/en/blog',
  '/en/blogs/{blog}',
  '/en/calculadora',
  '/en/contactanos',
  '/en/buscar?q=creators',
];

/**
 * Result pages tell search engines `noindex` on purpose (a page of results is for the visitor who
 * asked), which Lighthouse's SEO audit `is-crawlable` counts against them: the SEO budget skips them.
 */
const NOINDEX_PAGES = PAGES.filter((page) => page.includes('/buscar?'));

/** BENCH_QUICK=1: one run on fewer pages, shorter load runs. */
export const QUICK_PAGES = ['/inicio', '/blogs/{blog}', '/en/contactanos'];

/**
 * Pages audited again once camera-like photos replace their seeded images (section `photos`,
 * real-photos.ts): the home page's first hero slide and first testimonial avatar, and the newest
 * post's cover. The same pages as above, so the two audits compare like for like.
 */
export const PHOTO_PAGES = ['/inicio', '/blogs/{blog}'];

/** `photos` runs last: it replaces seeded images, which the other sections measure as seeded. */
const SECTIONS = ['lighthouse', 'load', 'publish', 'analytics', 'photos'];

/** Lighthouse's default mobile profile slows the host's CPU down 4×, whatever the host. */
export const DEFAULT_CPU_MULTIPLIER = 4;

/**
 * Target devices, audited beside the default with a CPU slowdown calibrated on each page load
 * from the benchmark index Lighthouse measured at its start: DevTools' calibrated CPU presets,
 * named by the Lighthouse benchmark index of the device they stand for
 * (docs/decisions/071-bench-calibrated-cpu-tiers.md).
 */
export const TIERS = [
  { id: 'mid', label: 'mid-tier', device: 'Pixel 5', targetIndex: 1000 },
  { id: 'low', label: 'low-tier', device: 'Moto G Power', targetIndex: 264 },
];

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The page whose scripts the report lists one by one, and the load target. */
export const HOME = '/inicio';

/** How a budget's value is shown (markdown.ts UNIT_FORMAT); '' is a plain ratio such as CLS. */
export type BudgetUnit = 'score' | 'ms' | 'bytes' | 'ratio' | 'times' | '';

export type Budget = {
  id: string;
  label: string;
  metric: string;
  op: '>=' | '<=';
  limit: number;
  unit: BudgetUnit;
  perPage?: boolean;
  pages?: string[];
  /** Audited pages a per-page budget does not apply to. */
  except?: string[];
  profile?: string;
  /** Where a per-page budget's pages are in the results (`lighthouse.pages` when absent). */
  from?: 'lighthouse.pages' | 'photos.pages' | 'photos.desktop';
};

/**
 * Budgets. `metric` names a value of a Lighthouse page summary (`scores.*`, `metrics.*`,
 * `bytes.*`) or, for site-wide budgets, of the results (`load.*`, `publish.*`).
 * `pages`: which pages a per-page budget applies to (all audited pages when absent, but `except`).
 * `profile`: the device profile whose run it reads (`default` when absent; see TIERS).
 * `from`: the audits it reads; the `photo-*` budgets read the pages audited with camera photos
 * (mobile, and Lighthouse's desktop preset for `photos.desktop`).
 */
export const BUDGETS: Budget[] = [
  {
    id: 'performance',
    label: 'Lighthouse performance',
    metric: 'scores.performance',
    op: '>=',
    limit: 95,
    unit: 'score',
    perPage: true,
  },
  {
    id: 'performance-mid',
    label: 'Lighthouse performance, mid-tier',
    metric: 'scores.performance',
    op: '>=',
    limit: 95,
    unit: 'score',
    perPage: true,
    profile: 'mid',
  },
  {
    id: 'performance-low',
    label: 'Lighthouse performance, low-tier',
    metric: 'scores.performance',
    op: '>=',
    limit: 95,
    unit: 'score',
    perPage: true,
    profile: 'low',
  },
  {
    id: 'accessibility',
    label: 'Lighthouse accessibility',
    metric: 'scores.accessibility',
    op: '>=',
    limit: 100,
    unit: 'score',
    perPage: true,
  },
  {
    id: 'best-practices',
    label: 'Lighthouse best practices',
    metric: 'scores.bestPractices',
    op: '>=',
    limit: 100,
    unit: 'score',
    perPage: true,
  },
  {
    id: 'seo',
    label: 'Lighthouse SEO',
    metric: 'scores.seo',
    op: '>=',
    limit: 100,
    unit: 'score',
    perPage: true,
    except: NOINDEX_PAGES,
  },
  {
    id: 'lcp',
    label: 'LCP',
    metric: 'metrics.lcpMs',
    op: '<=',
    limit: 1800,
    unit: 'ms',
    perPage: true,
  },
  {
    id: 'tbt',
    label: 'TBT',
    metric: 'metrics.tbtMs',
    op: '<=',
    limit: 100,
    unit: 'ms',
    perPage: true,
  },
  {
    id: 'cls',
    label: 'CLS',
    metric: 'metrics.cls',
    op: '<=',
    limit: 0.02,
    unit: '',
    perPage: true,
  },
  {
    id: 'page-weight',
    label: 'Total page weight',
    metric: 'bytes.total',
    op: '<=',
    limit: 500_000,
    unit: 'bytes',
    perPage: true,
  },
  {
    id: 'js-first-load',
    label: 'JavaScript on first load (gzip)',
    metric: 'bytes.scriptGzip',
    op: '<=',
    limit: 145_000,
    unit: 'bytes',
    perPage: true,
  },
  {
    id: 'html-weight',
    label: 'HTML before compression',
    metric: 'bytes.html',
    op: '<=',
    limit: 90_000,
    unit: 'bytes',
    perPage: true,
  },
  {
    id: 'inline-data',
    label: 'Inline route data in the HTML',
    metric: 'bytes.inlineData',
    op: '<=',
    limit: 12_000,
    unit: 'bytes',
    perPage: true,
  },
  // Issue 29: a page whose images an editor uploaded from a phone camera (4032×3024, noisy, GPS).
  {
    id: 'photo-lcp-image-bytes',
    label: 'Camera photos: LCP image transferred',
    metric: 'bytes.lcpImage',
    op: '<=',
    limit: 120_000,
    unit: 'bytes',
    perPage: true,
    pages: PHOTO_PAGES,
    from: 'photos.pages',
  },
  {
    id: 'photo-page-bytes',
    label: 'Camera photos: page transferred',
    metric: 'bytes.total',
    op: '<=',
    limit: 500_000,
    unit: 'bytes',
    perPage: true,
    pages: PHOTO_PAGES,
    from: 'photos.pages',
  },
  {
    id: 'photo-lcp',
    label: 'Camera photos: LCP',
    metric: 'metrics.lcpMs',
    op: '<=',
    limit: 1800,
    unit: 'ms',
    perPage: true,
    pages: PHOTO_PAGES,
    from: 'photos.pages',
  },
  {
    id: 'photo-low-tier',
    label: 'Camera photos: Lighthouse performance, low-tier',
    metric: 'scores.performance',
    op: '>=',
    limit: 90,
    unit: 'score',
    perPage: true,
    profile: 'low',
    pages: PHOTO_PAGES,
    from: 'photos.pages',
  },
  {
    id: 'photo-desktop-lcp-image-bytes',
    label: 'Camera photos: LCP image transferred, desktop',
    metric: 'bytes.lcpImage',
    op: '<=',
    limit: 300_000,
    unit: 'bytes',
    perPage: true,
    pages: PHOTO_PAGES,
    from: 'photos.desktop',
  },
  {
    id: 'cached-throughput',
    label: 'Cached page throughput / static server',
    metric: 'load.cachedToStaticRatio',
    op: '>=',
    limit: 0.5,
    unit: 'ratio',
  },
  {
    // The site's own visit counting must cost page serving next to nothing (decision 049).
    id: 'visits-throughput',
    label: 'Cached throughput while visit beacons stream / cached alone',
    metric: 'load.cachedWithVisitsRatio',
    op: '>=',
    limit: 0.8,
    unit: 'ratio',
  },
  {
    // Issue 28: twice the uncached render of the commit the run before it measured (98 req/s
    // there), both measured in this run (baseline.ts).
    id: 'uncached-throughput',
    label: `Uncached render throughput / the baseline's (BENCH_BASELINE, by default ${BASELINE_COMMIT}: before issue 28)`,
    metric: 'load.uncachedToBaselineRatio',
    op: '>=',
    limit: 2,
    unit: 'times',
  },
  {
    // The admin's figures over a year of counts (decision 049; issue 30: "in under a second").
    id: 'analytics-year',
    label: "Analytics report over a year's counts (slowest of 5)",
    metric: 'analytics.maxMs',
    op: '<=',
    limit: 1000,
    unit: 'ms',
  },
  {
    id: 'publish-visible',
    label: 'Publish to visible (slowest sample)',
    metric: 'publish.maxMs',
    op: '<=',
    limit: 2000,
    unit: 'ms',
  },
  {
    id: 'publish-throughput',
    label: 'Cached throughput while publishing / cached baseline',
    metric: 'publish.throughputRatio',
    op: '>=',
    limit: 0.8,
    unit: 'ratio',
  },
];

/**
 * Lighthouse runs (page loads, each audited in every profile) per page in a full run: the median of
 * nine, as the low tier's spread on a 2-core machine needs (docs/decisions/070-benchmark.md).
 */
const FULL_RUNS = 9;

/** Settings of a run, from the environment (see bench/README.md). */
export function runOptions(env = process.env) {
  const quick = env.BENCH_QUICK === '1';
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const pages = list(env.BENCH_PAGES) ?? (quick ? QUICK_PAGES : PAGES);
  const sections = list(env.BENCH_SECTIONS) ?? SECTIONS;
  const tiers = list(env.BENCH_TIERS) ?? TIERS.map((tier) => tier.id);
  const runs = Number(env.BENCH_RUNS ?? (quick ? 1 : FULL_RUNS));
  const loadSeconds = Number(env.BENCH_LOAD_SECONDS ?? (quick ? 5 : 10));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be ≥ 1 (got ${runs})`);
  if (!(loadSeconds > 0)) throw new Error(`BENCH_LOAD_SECONDS must be > 0 (got ${loadSeconds})`);
  for (const section of sections) {
    if (!SECTIONS.includes(section)) {
      throw new Error(`BENCH_SECTIONS: unknown section '${section}' (use ${SECTIONS.join(',')})`);
    }
  }
  for (const tier of tiers) {
    if (!TIERS.some((known) => known.id === tier)) {
      throw new Error(
        `BENCH_TIERS: unknown tier '${tier}' (use ${TIERS.map((known) => known.id).join(',')}, or empty for none)`,
      );
    }
  }
  const full =
    !quick &&
    runs === FULL_RUNS &&
    tiers.join() === TIERS.map((tier) => tier.id).join() &&
    loadSeconds === 10 &&
    sections.length === SECTIONS.length &&
    pages.join() === PAGES.join();
  return {
    quick,
    full,
    pages,
    sections,
    tiers,
    runs,
    loadSeconds,
    connections: Number(env.BENCH_CONNECTIONS ?? 32),
    baseUrl: env.BENCH_BASE_URL?.replace(/\/+$/, '') || null,
    cmsUrl: env.BENCH_CMS_URL?.replace(/\/+$/, '') || null,
    admin:
      env.BENCH_ADMIN_EMAIL && env.BENCH_ADMIN_PASSWORD
        ? { email: env.BENCH_ADMIN_EMAIL, password: env.BENCH_ADMIN_PASSWORD }
        : null,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    waitQuietSeconds: Number(env.BENCH_WAIT_QUIET ?? 0),
    skipContact: env.BENCH_SKIP_CONTACT === '1',
    baseline: env.BENCH_BASELINE === 'none' ? null : env.BENCH_BASELINE?.trim() || BASELINE_COMMIT,
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}
