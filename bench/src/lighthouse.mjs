// Lighthouse on each page: mobile emulation with simulated throttling in each device profile
// (default 4×, then the calibrated tiers), median of N runs, in Debian's Chromium (never a
// downloaded browser). The median run's report of each profile is kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './config.mjs';
import { explainRun, extractRun, summarizeRuns, summarizeTier } from './lhr.mjs';
import { profileFlags } from './profiles.mjs';

/** @type {import('lighthouse').Flags} */
const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // Unweighted and slow: the back/forward-cache check navigates away and back.
  skipAudits: ['bf-cache', 'full-page-screenshot'],
  disableFullPageScreenshot: true,
};

/** Bytes on the wire of a URL fetched with `Accept-Encoding: gzip` (as the server sends it). */
function gzipBytes(url) {
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
          encoding: response.headers['content-encoding'] ?? 'identity',
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout fetching ${url}`)));
    request.on('error', reject);
  });
}

const reportName = (pagePath, profileId) =>
  `${pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root'}${profileId === 'default' ? '' : `.${profileId}`}.json`;

const launchChromium = (chromiumPath) =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });

/**
 * The host's CPU benchmark index as Lighthouse measures it (`environment.benchmarkIndex`, taken
 * at the start of every run): `samples` short runs (one cheap audit) on `url` in a fresh
 * Chromium. Returns each sample, null for a run that failed.
 */
export async function measureHostIndex(url, { samples, chromiumPath, log }) {
  /** @type {Array<number | null>} */
  const indexes = [];
  const chrome = await launchChromium(chromiumPath);
  try {
    for (let sample = 1; sample <= samples; sample += 1) {
      try {
        const result = await lighthouse(url, {
          output: 'json',
          logLevel: 'error',
          onlyAudits: ['viewport'],
          port: chrome.port,
        });
        const index = result?.lhr.environment?.benchmarkIndex;
        indexes.push(typeof index === 'number' && index > 0 ? index : null);
        log(`  calibration ${sample}/${samples}: benchmark index ${index ?? 'missing'}`);
      } catch (error) {
        indexes.push(null);
        log(
          `  calibration ${sample}/${samples} failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return indexes;
}

/** Lighthouse's runtime errors whose message is "Please run Lighthouse again" (a bad trace). */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);

/**
 * Audits one page `runs` times in each profile, in one fresh Chromium; each run goes through
 * the profiles in turn, so a slow moment of the machine spreads over all of them. Returns the
 * default profile's summary (medians, the median run's explanations, scripts with their gzip
 * size) with the tiers' summaries under `tiers`.
 * @param {string} baseUrl
 * @param {{ template: string, path: string }} page
 * @param {{ runs: number, profiles: import('./profiles.mjs').Profile[], chromiumPath: string,
 *   reportDir: string, log: (message: string) => void }} options
 */
async function auditPage(baseUrl, page, { runs, profiles, chromiumPath, reportDir, log }) {
  const url = baseUrl + page.path;
  const runnable = profiles.filter((profile) => profile.multiplier !== null);
  /**
   * @type {Map<string, { extracted: Array<ReturnType<typeof extractRun>>,
   *   explained: Array<ReturnType<typeof explainRun>>, reports: Array<string | string[]>,
   *   errors: string[] }>}
   */
  const collected = new Map(
    runnable.map((profile) => [
      profile.id,
      { extracted: [], explained: [], reports: [], errors: [] },
    ]),
  );
  const chrome = await launchChromium(chromiumPath);
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const profile of runnable) {
        const bucket = collected.get(profile.id);
        if (!bucket) continue;
        const name = `${page.path} ${profile.label} (${profile.multiplier}×) run ${run}/${runs}`;
        const started = Date.now();
        try {
          const audit = () =>
            lighthouse(url, { ...FLAGS, ...profileFlags(profile), port: chrome.port });
          let result = await audit();
          // A trace Chromium recorded badly: Lighthouse asks to be run again; once, not more.
          const code = result?.lhr.runtimeError?.code;
          if (code && RUN_AGAIN.has(code)) {
            log(`  ${name}: ${code}, run again`);
            result = await audit();
          }
          if (!result) throw new Error('Lighthouse returned nothing');
          const { lhr } = result;
          if (lhr.runtimeError)
            throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          const numbers = extractRun(lhr);
          bucket.extracted.push(numbers);
          bucket.explained.push(explainRun(lhr));
          bucket.reports.push(result.report);
          const { scores, metrics } = numbers;
          log(
            `  ${name}: perf ${scores.performance}, LCP ${Math.round(metrics.lcpMs ?? Number.NaN)} ms, TBT ${Math.round(metrics.tbtMs ?? Number.NaN)} ms (${Math.round((Date.now() - started) / 1000)} s)`,
          );
        } catch (error) {
          bucket.errors.push(error instanceof Error ? error.message : String(error));
          log(`  ${name} failed: ${bucket.errors.at(-1)}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }

  mkdirSync(reportDir, { recursive: true });
  const keepReport = (profileId, reports, index) => {
    const report = reports[index] ?? '';
    writeFileSync(
      path.join(reportDir, reportName(page.path, profileId)),
      Array.isArray(report) ? report.join('\n') : report,
    );
  };

  /** @type {Record<string, object>} */
  const tiers = {};
  for (const profile of profiles) {
    if (profile.id === 'default') continue;
    const bucket = collected.get(profile.id);
    if (!bucket?.extracted.length) {
      tiers[profile.id] = {
        runs: 0,
        errors: bucket?.errors ?? ['not calibrated: the host benchmark index was not measured'],
      };
      continue;
    }
    const tier = summarizeTier(bucket.extracted, bucket.explained);
    keepReport(profile.id, bucket.reports, tier.medianRun);
    tiers[profile.id] = { ...tier, errors: bucket.errors };
  }

  const base = collected.get('default');
  if (!base?.extracted.length) {
    return { ...page, url, runs: 0, errors: base?.errors ?? [], tiers };
  }
  const errors = base.errors;
  const summary = summarizeRuns(base.extracted, base.explained);
  summary.benchmarkIndexes = base.extracted.map((run) => run.benchmarkIndex);
  keepReport('default', base.reports, summary.medianRun);

  // The budget speaks of gzip; the server may send brotli to Chromium, so weigh each script again.
  const origin = new URL(baseUrl).origin;
  let scriptGzip = 0;
  for (const script of summary.scripts) {
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
  summary.scripts.sort((a, b) => (b.gzipBytes ?? 0) - (a.gzipBytes ?? 0));
  summary.bytes.scriptGzip = scriptGzip;
  return { ...page, url, ...summary, errors, tiers };
}

/** Audits every page in turn (never in parallel: two cores, and the numbers must be clean). */
export async function auditPages(baseUrl, pages, options) {
  const results = [];
  for (const page of pages) {
    results.push(await auditPage(baseUrl, page, options));
  }
  return { runsPerPage: options.runs, pages: results };
}
