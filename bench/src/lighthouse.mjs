// Lighthouse on each page: default mobile profile with simulated throttling, median of N runs,
// in Debian's Chromium (never a downloaded browser). The median run's report is kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './config.mjs';
import { explainRun, extractRun, summarizeRuns } from './lhr.mjs';

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
export function gzipBytes(url) {
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

const reportName = (pagePath) =>
  `${pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`;

/**
 * Audits one page `runs` times in a fresh Chromium and returns its summary (medians, the median
 * run's explanations, scripts with their gzip size).
 */
export async function auditPage(baseUrl, page, { runs, chromiumPath, reportDir, log }) {
  const url = baseUrl + page.path;
  const extracted = [];
  const explained = [];
  const reports = [];
  const errors = [];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    for (let run = 1; run <= runs; run += 1) {
      const started = Date.now();
      try {
        const result = await lighthouse(url, { ...FLAGS, port: chrome.port });
        if (!result) throw new Error('Lighthouse returned nothing');
        const { lhr } = result;
        if (lhr.runtimeError)
          throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const numbers = extractRun(lhr);
        extracted.push(numbers);
        explained.push(explainRun(lhr));
        reports.push(result.report);
        const { scores, metrics } = numbers;
        log(
          `  ${page.path} run ${run}/${runs}: perf ${scores.performance}, LCP ${Math.round(metrics.lcpMs ?? Number.NaN)} ms, TBT ${Math.round(metrics.tbtMs ?? Number.NaN)} ms (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        log(`  ${page.path} run ${run}/${runs} failed: ${errors.at(-1)}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  if (extracted.length === 0) {
    return { ...page, url, runs: 0, errors };
  }
  const summary = summarizeRuns(extracted, explained);
  mkdirSync(reportDir, { recursive: true });
  const report = reports[summary.medianRun] ?? '';
  writeFileSync(
    path.join(reportDir, reportName(page.path)),
    Array.isArray(report) ? report.join('\n') : report,
  );

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
  return { ...page, url, ...summary, errors };
}

/** Audits every page in turn (never in parallel: two cores, and the numbers must be clean). */
export async function auditPages(baseUrl, pages, options) {
  const results = [];
  for (const page of pages) {
    results.push(await auditPage(baseUrl, page, options));
  }
  return { runsPerPage: options.runs, pages: results };
}
