// `pnpm bench`: builds and starts the production stack (or uses one already up), runs
// Lighthouse, load and publish-to-visible measurements, checks the budgets and writes
// bench/results/*.json and BENCHMARKS.md. See bench/README.md.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cmsEnv,
  freePort,
  ROOT,
  STACK_API_TOKEN,
  secret,
  startCms,
  startTogether,
  startWeb,
  webEnv,
} from '@brilla/testkit';
import { measureAnalytics } from './analytics.ts';
import { prepareBaseline, startTokenRelay } from './baseline.ts';
import { BUSY_CORES, budgetSummary, busySummary, evaluateBudgets } from './budgets.ts';
import { PHOTO_PAGES, runOptions } from './config.ts';
import { othersCores, readCpu } from './cpu.ts';
import { auditPages, DESKTOP_FLAGS } from './lighthouse.ts';
import { runLoad } from './load.ts';
import { gitInfo, machineInfo } from './machine.ts';
import { resolveProfiles } from './profiles.ts';
import { measurePublish } from './publish.ts';
import { placePhotos, scrolledImage, waitForPage } from './real-photos.ts';
import { renderReport } from './report.ts';
import type { Results } from './results.ts';

type RunOptions = ReturnType<typeof runOptions>;

/** The stack measured: started here, or one already running (BENCH_BASE_URL, BENCH_CMS_URL). */
type Stack = {
  mode: 'started' | 'existing';
  baseUrl: string;
  cmsUrl: string;
  admin: { email: string; password: string } | null;
  /** The CMS's SQLite file, when the benchmark started the stack. */
  databaseFile?: string;
  buildSeconds?: number | null;
  readySeconds?: number;
  stop: () => Promise<void>;
  /** Starts an older build of the web (its directory) on this stack's CMS. */
  startBaseline?: (webDir: string) => Promise<{ url: string; stop: () => Promise<void> }>;
};

const BENCH = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(BENCH, 'results');
const LOGS = path.join(RESULTS, 'logs');
const ADMIN = { email: 'bench@brilla.test', password: 'BenchEditor2026' };

const startedAt = Date.now();
const log = (message: string) =>
  console.log(
    `[bench ${String(Math.round((Date.now() - startedAt) / 1000)).padStart(4)} s] ${message}`,
  );

function commandLine() {
  const flags = Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_') && !key.includes('PASSWORD'))
    .map(([key, value]) => `${key}=${value}`);
  return [...flags, 'pnpm bench'].join(' ');
}

/** A results file this command wrote earlier; null when missing or unreadable. */
function readResults(file: string): Results | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Results;
  } catch {
    return null;
  }
}

/** Builds (turbo-cached) and starts CMS + web on free ports with a fresh, seeded SQLite file. */
async function startStack(options: RunOptions): Promise<Stack> {
  let buildSeconds: number | null = null;
  if (!options.skipBuild) {
    log('pnpm build (turbo, cached when nothing changed)');
    const buildStarted = Date.now();
    const build = spawnSync('pnpm', ['build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`pnpm build failed (exit ${build.status})`);
    buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  }
  const dataDir = path.join(RESULTS, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const cmsLog = path.join(LOGS, 'cms.log');
  const webhookSecret = secret(32, 'hex');
  // A web of this stack (today's, or the baseline's): no contact limit in the way, and the
  // webhook secret the CMS signs with, which also sets its cache's TTL.
  const benchWebEnv = (port: number, cms: string) => ({
    ...webEnv(port, cms),
    CONTACT_RATE_LIMIT_POINTS: '1000000',
    CMS_WEBHOOK_SECRET: webhookSecret,
  });
  const webLog = path.join(LOGS, 'web.log');

  log(
    `starting the CMS on ${cmsUrl} (fresh SQLite, seeded on first start) and the web on ${baseUrl}`,
  );
  const startedStack = Date.now();
  const [cms, web] = await startTogether(
    startCms({
      name: 'cms',
      via: 'pnpm',
      port: cmsPort,
      env: cmsEnv({
        port: cmsPort,
        databaseFile: path.join(dataDir, 'cms.db'),
        admin: ADMIN,
        extra: {
          CONTACT_RATE_LIMIT_POINTS: '1000000',
          // Where a publish should purge the web's caches (docs/decisions/070-benchmark.md).
          WEB_WEBHOOK_URLS: `${baseUrl}/webhooks/cms`,
          CMS_WEBHOOK_SECRET: webhookSecret,
        },
      }),
      logFile: cmsLog,
      timeoutMs: 300_000,
    }),
    startWeb({
      name: 'web',
      port: webPort,
      // Lighthouse audits the same origin the canonical links name.
      env: { ...benchWebEnv(webPort, cmsUrl), SITE_URL: baseUrl },
      logFile: webLog,
      timeoutMs: 60_000,
    }),
  );
  const stop = async () => {
    await Promise.all([web, cms].map((service) => service.process.stop('SIGTERM', 15_000)));
  };
  const startBaseline = async (webDir: string) => {
    const relay = await startTokenRelay(cmsUrl, STACK_API_TOKEN);
    const port = await freePort();
    try {
      const baseline = await startWeb({
        name: 'baseline-web',
        dir: webDir,
        port,
        env: benchWebEnv(port, relay.url),
        logFile: path.join(LOGS, 'baseline-web.log'),
      });
      return {
        url: baseline.url,
        stop: async () => {
          await baseline.process.stop('SIGTERM', 15_000);
          await relay.stop();
        },
      };
    } catch (error) {
      await relay.stop();
      throw error;
    }
  };
  const readySeconds = Math.round((Date.now() - startedStack) / 1000);
  log(`stack ready in ${readySeconds} s`);
  return {
    mode: 'started',
    baseUrl,
    cmsUrl,
    admin: ADMIN,
    databaseFile: path.join(dataDir, 'cms.db'),
    buildSeconds,
    readySeconds,
    stop,
    startBaseline,
  };
}

/**
 * BENCH_WAIT_QUIET=<s>: waits up to that long, in 10 s windows, until other work on the machine
 * takes less than BUSY_CORES (or, without /proc, until the load average is below the cores).
 */
async function waitForQuiet(maxSeconds: number, cores: number) {
  if (!(maxSeconds > 0)) return;
  const deadline = Date.now() + maxSeconds * 1000;
  while (Date.now() < deadline) {
    const before = readCpu();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const after = readCpu();
    const others = before && after ? othersCores(before, after, cores) : null;
    const quiet = others === null ? (os.loadavg()[0] ?? 0) < cores : others < BUSY_CORES;
    if (quiet) return;
    log(
      `  waiting for a quieter machine (other work: ${others === null ? `load average ${os.loadavg()[0]?.toFixed(2)}` : `${others.toFixed(2)} cores`})`,
    );
  }
}

/** The older web the uncached render is compared with, started on the stack's CMS; null without. */
async function startBaselineOf(stack: Stack, commit: string | null) {
  if (!commit) return null;
  if (!stack.startBaseline) {
    log('  baseline left out: it runs on the stack the benchmark starts (not BENCH_BASE_URL)');
    return null;
  }
  try {
    const webDir = prepareBaseline(ROOT, commit, log);
    const started = await stack.startBaseline(webDir);
    return { ...started, commit };
  } catch (error) {
    // A clone without that commit (shallow), or a build that no longer installs: the load runs
    // on, and the budget shows as not measured.
    log(`  baseline left out: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The newest Spanish blog post (slug and documentId), as the blog list shows it first. */
async function firstPost(cmsUrl: string) {
  const query = new URLSearchParams({
    locale: 'es',
    sort: 'publishedDate:desc',
    'pagination[page]': '1',
    'pagination[pageSize]': '1',
  });
  // The web's token: the CMS answers its content API to nobody else (CMS_API_TOKEN when the
  // bench reads a stack of its own choosing, the test stacks' otherwise).
  const token = process.env.CMS_API_TOKEN || STACK_API_TOKEN;
  const response = await fetch(`${cmsUrl}/api/blogs?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/blogs: HTTP ${response.status}`);
  const body = (await response.json()) as {
    data?: Array<{ slug: string; documentId: string; title: string }>;
  };
  const [post] = body.data ?? [];
  if (!post?.slug) throw new Error('the CMS has no published blog post');
  return { slug: post.slug, documentId: post.documentId, title: post.title };
}

/**
 * Camera photos on the home hero, a testimonial avatar and the newest post's cover (issue 29):
 * uploads and publishes them, audits their pages on mobile in every profile and on desktop,
 * then puts the seeded images back.
 */
async function measurePhotos(
  stack: Stack,
  post: { slug: string; documentId: string },
  options: RunOptions,
  log: (message: string) => void,
): Promise<NonNullable<Results['photos']>> {
  if (!stack.admin) throw new Error('the photos need a CMS admin');
  log('camera photos: generating 4032×3024 JPEGs with noise and GPS, uploading as an editor');
  const { placed, restore } = await placePhotos({
    cmsUrl: stack.cmsUrl,
    admin: stack.admin,
    postDocumentId: post.documentId,
    log,
  });
  const errors: string[] = [];
  try {
    const pages = PHOTO_PAGES.map((template) => ({
      template,
      path: template.replace('{blog}', post.slug),
    }));
    // The web purges its cache on the publish webhook: audit only once each page shows its photo.
    const shown = [
      [pages[0]?.path, placed.find((photo) => photo.role === 'hero')?.hash],
      [pages[1]?.path, placed.find((photo) => photo.role === 'cover')?.hash],
    ] as const;
    for (const [pagePath, hash] of shown) {
      if (!pagePath || !hash) continue;
      if (!(await waitForPage(stack.baseUrl + pagePath, hash))) {
        errors.push(`${pagePath} did not show ${hash} within 20 s of publishing`);
      }
    }
    const profiles = resolveProfiles(options.tiers);
    log(`camera photos: Lighthouse mobile, ${pages.length} pages × ${options.runs} load(s)`);
    const mobile = await auditPages(stack.baseUrl, pages, {
      runs: options.runs,
      profiles,
      chromiumPath: options.chromiumPath,
      reportDir: path.join(RESULTS, 'lighthouse', 'photos'),
      log,
    });
    // Bytes are what the desktop budget reads, and they do not move between loads: three do.
    const desktopRuns = Math.min(options.runs, 3);
    log(`camera photos: Lighthouse desktop preset, ${pages.length} pages × ${desktopRuns} load(s)`);
    const desktop = await auditPages(stack.baseUrl, pages, {
      runs: desktopRuns,
      profiles: [
        {
          id: 'default',
          label: 'desktop',
          device: "Lighthouse's desktop preset",
          targetIndex: null,
          multiplier: 1,
        },
      ],
      chromiumPath: options.chromiumPath,
      reportDir: path.join(RESULTS, 'lighthouse', 'photos-desktop'),
      log,
      flags: DESKTOP_FLAGS,
    });
    const scrolled: NonNullable<Results['photos']>['scrolled'] = [];
    for (const photo of placed) {
      for (const page of pages) {
        for (const screen of ['mobile', 'desktop'] as const) {
          const image = await scrolledImage(stack.baseUrl + page.path, photo.hash, screen);
          if (image) scrolled.push({ role: photo.role, page: page.path, screen, ...image });
        }
      }
    }
    return {
      photos: placed,
      scrolled,
      runsPerPage: options.runs,
      desktopRunsPerPage: desktopRuns,
      pages: mobile.pages,
      desktop: desktop.pages,
      errors,
    };
  } finally {
    await restore().catch((error) => log(`  could not put the seeded images back: ${error}`));
  }
}

async function main() {
  const options = runOptions();
  const machine = machineInfo(options.chromiumPath);
  const audits = options.sections.some((name) => name === 'lighthouse' || name === 'photos');
  if (audits && !existsSync(options.chromiumPath)) {
    throw new Error(
      `Chromium not found at ${options.chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
  mkdirSync(RESULTS, { recursive: true });
  log(
    `${options.full ? 'full run' : 'partial run'}: ${options.sections.join(', ')}; ${machine.cpus} cores, ${machine.node}, ${machine.chromium}`,
  );

  const stack: Stack =
    options.baseUrl && options.cmsUrl
      ? {
          mode: 'existing',
          baseUrl: options.baseUrl,
          cmsUrl: options.cmsUrl,
          admin: options.admin,
          stop: async () => {},
        }
      : await startStack(options);
  const stopOnSignal = () => {
    stack.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  // Other work on the machine skews every number: sample what it takes through the run.
  const loadSamples: Array<{ section: string; others: number | null; load: number }> = [];
  let section = 'start';
  let lastCpu = readCpu();
  const sampler = setInterval(() => {
    const cpu = readCpu();
    const others = cpu && lastCpu ? othersCores(lastCpu, cpu, machine.cpus) : null;
    lastCpu = cpu;
    loadSamples.push({ section, others, load: os.loadavg()[0] ?? 0 });
  }, 5000);
  sampler.unref();

  const results: Results = {
    schema: 1,
    command: commandLine(),
    full: options.full,
    startedAt: new Date(startedAt).toISOString(),
    machine,
    git: gitInfo(ROOT),
    stack: {
      mode: stack.mode,
      baseUrl: stack.baseUrl,
      cmsUrl: stack.cmsUrl,
      buildSeconds: stack.buildSeconds ?? null,
      readySeconds: stack.readySeconds ?? null,
    },
  };
  try {
    const post = await firstPost(stack.cmsUrl);
    results.blogPost = post.slug;
    const pages: { template: string; path: string; status?: number }[] = options.pages.map(
      (template) => ({
        template,
        path: template.replace('{blog}', post.slug),
      }),
    );
    for (const page of pages) {
      const response = await fetch(stack.baseUrl + page.path, { redirect: 'manual' });
      await response.arrayBuffer();
      page.status = response.status;
      if (response.status !== 200) log(`warning: ${page.path} answered ${response.status}`);
    }

    if (options.sections.includes('lighthouse')) {
      await waitForQuiet(options.waitQuietSeconds, machine.cpus);
      section = 'lighthouse';
      const profiles = resolveProfiles(options.tiers);
      log(
        `Lighthouse: ${pages.length} pages × ${options.runs} load(s), each audited in ${profiles.length} profile(s): ${profiles
          .map((profile) =>
            profile.targetIndex === null
              ? `${profile.label} ${profile.multiplier}×`
              : `${profile.label} the load's index ÷ ${profile.targetIndex}`,
          )
          .join(', ')}`,
      );
      results.lighthouse = {
        profiles,
        ...(await auditPages(stack.baseUrl, pages, {
          runs: options.runs,
          profiles,
          chromiumPath: options.chromiumPath,
          reportDir: path.join(RESULTS, 'lighthouse'),
          log,
        })),
      };
    }
    if (options.sections.includes('load')) {
      // Built (once per machine) and started before the wait: its build is no load's neighbour.
      const baseline = await startBaselineOf(stack, options.baseline);
      await waitForQuiet(options.waitQuietSeconds, machine.cpus);
      section = 'load';
      log('load (autocannon)');
      try {
        results.load = await runLoad(stack.baseUrl, {
          seconds: options.loadSeconds,
          connections: options.connections,
          skipContact: options.skipContact,
          workDir: path.join(RESULTS, 'data'),
          root: ROOT,
          log,
          baseline,
        });
      } finally {
        await baseline?.stop();
      }
    }
    if (options.sections.includes('publish')) {
      section = 'publish';
      if (!stack.admin) {
        results.publish = {
          skipped: 'set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD for a running stack',
        };
      } else {
        log('publish to visible');
        results.publish = await measurePublish({
          baseUrl: stack.baseUrl,
          cmsUrl: stack.cmsUrl,
          admin: stack.admin,
          post,
          samples: 3,
          loadSeconds: Math.max(options.loadSeconds, 10),
          connections: options.connections,
          log,
        });
      }
    }
    if (options.sections.includes('analytics')) {
      section = 'analytics';
      if (!stack.admin || !stack.databaseFile) {
        results.analytics = { skipped: 'needs the stack the benchmark starts (its SQLite file)' };
      } else {
        log("analytics: the admin's report over a year of counts");
        results.analytics = await measureAnalytics({
          cmsUrl: stack.cmsUrl,
          admin: stack.admin,
          databaseFile: stack.databaseFile,
          log,
        });
      }
    }
    if (options.sections.includes('photos')) {
      section = 'photos';
      if (!stack.admin) {
        log('camera photos skipped: set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD');
      } else {
        await waitForQuiet(options.waitQuietSeconds, machine.cpus);
        // A failure here leaves the photo budgets not measured, and the report says why.
        results.photos = await measurePhotos(stack, post, options, log).catch((error) => {
          const message = error instanceof Error ? error.message : String(error);
          log(`camera photos failed: ${message}`);
          return {
            photos: [],
            runsPerPage: 0,
            desktopRunsPerPage: 0,
            pages: [],
            desktop: [],
            errors: [message],
          };
        });
      }
    }
  } finally {
    clearInterval(sampler);
    log('stopping the stack');
    await stack.stop();
  }

  results.finishedAt = new Date().toISOString();
  results.durationSeconds = Math.round((Date.now() - startedAt) / 1000);
  const budgets = evaluateBudgets(results);
  results.budgets = budgets;
  const busy = busySummary(loadSamples, machine.cpus);
  results.busy = busy;
  if (busy.busy) {
    log('warning: other work on the machine took CPU during the measurements (see BENCHMARKS.md)');
  }

  const latestFile = path.join(RESULTS, 'latest.json');
  const previous = readResults(latestFile);
  if (options.full) {
    if (previous)
      writeFileSync(path.join(RESULTS, 'previous.json'), `${JSON.stringify(previous, null, 2)}\n`);
    writeFileSync(latestFile, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(ROOT, 'BENCHMARKS.md'), renderReport(results, previous));
    log('wrote bench/results/latest.json and BENCHMARKS.md');
  } else {
    writeFileSync(path.join(RESULTS, 'partial.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(RESULTS, 'partial.md'), renderReport(results, previous));
    log(
      'partial run: wrote bench/results/partial.json and partial.md (latest.json and BENCHMARKS.md untouched)',
    );
  }
  const summary = budgetSummary(budgets);
  log(
    `budgets: ${summary.passed} met, ${summary.failed} failed, ${summary.unmeasured} not measured; ${results.durationSeconds} s in all`,
  );
  for (const row of budgets.filter((budget) => budget.pass === false)) {
    log(
      `  FAIL ${row.label}${row.page ? ` ${row.page}` : ''}: ${row.value} (limit ${row.op} ${row.limit})`,
    );
  }
  // A measurement, not a test: failing budgets only fail the command when asked to.
  if (process.env.BENCH_STRICT === '1' && summary.failed + summary.unmeasured > 0)
    process.exitCode = 2;
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
});
