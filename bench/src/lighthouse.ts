// Lighthouse on each page: mobile emulation with simulated throttling in each device profile
// (default 4×, then the calibrated tiers), median of N runs, in Debian's Chromium (never a
// downloaded browser). Each run loads the page once and audits that load in every profile; the
// median run's report of each profile is kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Artifacts, Flags } from 'lighthouse';
import { auditFlowArtifacts, desktopConfig } from 'lighthouse';
// The gather step of `lighthouse(url)` (load the page, record its trace and network log) on its
// own, so that one load can be audited in every profile (Lighthouse 12's navigation runner).
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { CHROMIUM_FLAGS } from './config.ts';
import { adoptGroup } from './cpu.ts';
import { fetchHtmlWeight, type HtmlWeight } from './html-weight.ts';
import { explainRun, extractRun, summarizeRuns, summarizeTier } from './lhr.ts';
import type { Profile } from './profiles.ts';
import { loadMultiplier, profileFlags, reuseProblem } from './profiles.ts';
import type { PageResult, Script, TierResult } from './results.ts';

type AuditOptions = {
  runs: number;
  profiles: Profile[];
  chromiumPath: string;
  reportDir: string;
  log: (message: string) => void;
  /** Settings over the default profile's (DESKTOP_FLAGS); its tiers, if any, keep them. */
  flags?: Flags;
};

const FLAGS: Flags = {
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // Unweighted and slow: the back/forward-cache check navigates away and back.
  skipAudits: ['bf-cache', 'full-page-screenshot'],
  disableFullPageScreenshot: true,
};

/**
 * Lighthouse's desktop preset (`lighthouse --preset=desktop`: 1350×940 at 1×, a fast wired
 * network, no CPU slowdown), performance only: what a desktop browser fetches, for the desktop
 * budget of the LCP image. Given as `flags` with a one-profile list (the default).
 */
export const DESKTOP_FLAGS: Flags = {
  ...desktopConfig.settings,
  onlyCategories: ['performance'],
};

/** Bytes on the wire of a URL fetched with `Accept-Encoding: gzip` (as the server sends it). */
function gzipBytes(
  url: string,
): Promise<{ bytes: number; status: number | undefined; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          bytes,
          status: response.statusCode,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout fetching ${url}`)));
    request.on('error', reject);
  });
}

const reportName = (pagePath: string, profileId: string) =>
  `${pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root'}${profileId === 'default' ? '' : `.${profileId}`}.json`;

const launchChromium = (chromiumPath: string) =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });

/**
 * One load of `url` in a fresh Chromium (nothing kept from an earlier load), gathered the way
 * `lighthouse(url, flags)` gathers it: the artifacts (trace, network log, page content, and the
 * CPU benchmark index measured just before the load), not yet audited.
 */
async function gatherLoad(url: string, flags: Flags, chromiumPath: string) {
  const chrome = await launchChromium(chromiumPath);
  try {
    const { artifacts } = await navigationGather(undefined, url, {
      flags: { ...flags, port: chrome.port },
    });
    return artifacts;
  } finally {
    adoptGroup(chrome.pid);
    await chrome.kill();
  }
}

/**
 * Audits a gathered load with `flags`: Lighthouse's result, as `lighthouse(url, flags)` gives
 * it. Lighthouse refuses artifacts gathered under other settings; here only the CPU slowdown and
 * the categories differ, and under simulated throttling neither changes what a load gathers
 * (the page loads unthrottled; the slowdown enters only the simulation of its trace), so the
 * artifacts carry the audit's values of those two and any other difference still fails.
 */
async function auditLoad(artifacts: Artifacts, flags: Flags) {
  const gathered = artifacts.settings;
  const settings = {
    ...gathered,
    throttling: { ...gathered.throttling, ...flags.throttling },
    onlyCategories: flags.onlyCategories ?? gathered.onlyCategories,
  };
  const { steps } = await auditFlowArtifacts(
    {
      gatherSteps: [{ artifacts: { ...artifacts, settings }, flags }],
      name: artifacts.URL.requestedUrl ?? '',
    },
    undefined,
  );
  const lhr = steps[0]?.lhr;
  if (!lhr) throw new Error('Lighthouse returned nothing');
  return lhr;
}

/** Lighthouse's runtime errors whose message is "Please run Lighthouse again" (a bad trace). */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);

/**
 * Audits one page `runs` times in each profile: each run loads the page once in a fresh
 * Chromium and audits that load in every profile, a tier at the slowdown calibrated from the
 * benchmark index the load itself measured (`loadMultiplier`), so a tier stands for its device
 * however fast the machine was at that moment. Returns the default profile's summary
 * (medians, the median run's explanations, scripts with their gzip size) with the tiers'
 * summaries under `tiers`.
 */
async function auditPage(
  baseUrl: string,
  page: { template: string; path: string },
  { runs, profiles, chromiumPath, reportDir, log, flags }: AuditOptions,
): Promise<PageResult> {
  const url = baseUrl + page.path;
  const collected: Map<
    string,
    {
      extracted: Array<ReturnType<typeof extractRun>>;
      explained: Array<ReturnType<typeof explainRun>>;
      reports: string[];
      errors: string[];
    }
  > = new Map(
    profiles.map((profile) => [
      profile.id,
      { extracted: [], explained: [], reports: [], errors: [] },
    ]),
  );
  const [base] = profiles;
  if (base?.id !== 'default') throw new Error('the default profile comes first');
  const gatherFlags = { ...FLAGS, ...profileFlags(base, base.multiplier), ...flags };
  /** A load and its default audit; a trace Chromium recorded badly is loaded again, once. */
  const loadAndAudit = async (name: string) => {
    let artifacts = await gatherLoad(url, gatherFlags, chromiumPath);
    let lhr = await auditLoad(artifacts, gatherFlags);
    const code = lhr.runtimeError?.code;
    if (code && RUN_AGAIN.has(code)) {
      log(`  ${name}: ${code}, load again`);
      artifacts = await gatherLoad(url, gatherFlags, chromiumPath);
      lhr = await auditLoad(artifacts, gatherFlags);
    }
    return { artifacts, defaultLhr: lhr };
  };

  for (let run = 1; run <= runs; run += 1) {
    const name = `${page.path} run ${run}/${runs}`;
    const started = Date.now();
    let load: Awaited<ReturnType<typeof loadAndAudit>>;
    try {
      load = await loadAndAudit(name);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const bucket of collected.values()) bucket.errors.push(message);
      log(`  ${name} failed: ${message}`);
      continue;
    }
    const index = load.artifacts.BenchmarkIndex;
    const notReusable = reuseProblem(load.artifacts.Scripts);
    const parts = [];
    for (const profile of profiles) {
      const bucket = collected.get(profile.id);
      if (!bucket) continue;
      const multiplier = loadMultiplier(profile, index);
      try {
        if (multiplier === null) throw new Error('this load measured no CPU benchmark index');
        if (profile !== base && notReusable) throw new Error(notReusable);
        const lhr =
          profile === base
            ? load.defaultLhr
            : await auditLoad(load.artifacts, {
                ...FLAGS,
                ...flags,
                ...profileFlags(profile, multiplier),
              });
        if (lhr.runtimeError)
          throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const numbers = extractRun(lhr);
        bucket.extracted.push(numbers);
        bucket.explained.push(explainRun(lhr));
        bucket.reports.push(JSON.stringify(lhr, null, 2));
        const { scores, metrics } = numbers;
        parts.push(
          `${profile.label} ${multiplier}× perf ${scores.performance}, LCP ${Math.round(metrics.lcpMs ?? Number.NaN)} ms, TBT ${Math.round(metrics.tbtMs ?? Number.NaN)} ms`,
        );
      } catch (error) {
        bucket.errors.push(error instanceof Error ? error.message : String(error));
        parts.push(`${profile.label} failed: ${bucket.errors.at(-1)}`);
      }
    }
    log(
      `  ${name}, index ${index ?? 'missing'}: ${parts.join('; ')} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }

  mkdirSync(reportDir, { recursive: true });
  const keepReport = (profileId: string, reports: string[], index: number) => {
    writeFileSync(path.join(reportDir, reportName(page.path, profileId)), reports[index] ?? '');
  };

  const tiers: Record<string, TierResult> = {};
  for (const profile of profiles) {
    if (profile.id === 'default') continue;
    const bucket = collected.get(profile.id);
    if (!bucket?.extracted.length) {
      tiers[profile.id] = {
        runs: 0,
        errors: bucket?.errors ?? [],
      };
      continue;
    }
    const tier = summarizeTier(bucket.extracted, bucket.explained);
    keepReport(profile.id, bucket.reports, tier.medianRun);
    tiers[profile.id] = { ...tier, errors: bucket.errors };
  }

  const defaults = collected.get('default');
  if (!defaults?.extracted.length) {
    return { ...page, url, runs: 0, errors: defaults?.errors ?? [], tiers };
  }
  const errors = defaults.errors;
  const summary = summarizeRuns(defaults.extracted, defaults.explained);
  keepReport('default', defaults.reports, summary.medianRun);
  const scripts: Script[] = summary.scripts;

  // The budget speaks of gzip; the server may send brotli to Chromium, so weigh each script again.
  const origin = new URL(baseUrl).origin;
  let scriptGzip = 0;
  for (const script of scripts) {
    if (!script.url.startsWith(origin)) continue;
    try {
      const { bytes, encoding, status } = await gzipBytes(script.url);
      script.gzipBytes = bytes;
      script.gzipEncoding = encoding;
      scriptGzip += bytes;
      if (status !== 200) errors.push(`${script.url} answered ${status}`);
    } catch (error) {
      script.gzipBytes = null;
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  scripts.sort((a, b) => (b.gzipBytes ?? 0) - (a.gzipBytes ?? 0));
  // The HTML as sent before compression, and its inline route data (issue 28's budgets).
  let weight: HtmlWeight | null = null;
  try {
    weight = await fetchHtmlWeight(url);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
  return {
    ...page,
    url,
    ...summary,
    benchmarkIndexes: defaults.extracted.map((run) => run.benchmarkIndex),
    bytes: {
      ...summary.bytes,
      scriptGzip,
      html: weight?.html ?? null,
      inlineData: weight?.inlineData ?? null,
    },
    scripts,
    errors,
    tiers,
  };
}

/** Audits every page in turn (never in parallel: two cores, and the numbers must be clean). */
export async function auditPages(
  baseUrl: string,
  pages: { template: string; path: string }[],
  options: AuditOptions,
) {
  const results: PageResult[] = [];
  for (const page of pages) {
    results.push(await auditPage(baseUrl, page, options));
  }
  return { runsPerPage: options.runs, pages: results };
}
