// The admin's "Analítica" over a year of counts (decision 049): a year of daily sums written
// straight into the stack's SQLite file, as thirteen months of a busy site would leave them, then
// the report the admin page asks for, timed as an editor waits for it.
import { DatabaseSync } from 'node:sqlite';
import { type Admin, adminFetch, adminLogin } from './cms-admin.ts';
import { median } from './stats.ts';

/** A busy year for this site: every page of it read every day, from every device and source. */
const DAYS = 365;
const PAGES = 60;
const LANGUAGES = ['es', 'en'] as const;
const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
const SOURCES = ['(direct)', '(internal)', 'google.com', 'instagram.com'] as const;
const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** Buckets per metric with samples, each day and page (a spread around the thresholds). */
const BUCKETS = [8, 10, 12, 14, 15, 16];
const SAMPLES = 5;

const dayOf = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** Writes a year of sums into the CMS's database file; how many rows of each table. */
function writeYear(databaseFile: string): { views: number; vitals: number } {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec('PRAGMA busy_timeout = 10000');
    const view = db.prepare(
      'INSERT OR REPLACE INTO site_visit_views (day, path, language, device, source, campaign, views) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const vital = db.prepare(
      'INSERT OR REPLACE INTO site_visit_vitals (day, path, language, metric, bucket, samples) VALUES (?, ?, ?, ?, ?, ?)',
    );
    let views = 0;
    let vitals = 0;
    db.exec('BEGIN');
    for (let offset = 1; offset <= DAYS; offset += 1) {
      const day = dayOf(offset);
      for (let page = 0; page < PAGES; page += 1) {
        const path = page === 0 ? '/inicio' : `/blogs/entrada-${page}`;
        for (const language of LANGUAGES) {
          for (const device of DEVICES) {
            for (const source of SOURCES) {
              view.run(day, path, language, device, source, '', 1 + ((offset + page) % 7));
              views += 1;
            }
          }
          for (const metric of METRICS) {
            for (const bucket of BUCKETS) {
              vital.run(
                day,
                path,
                language,
                metric,
                metric === 'CLS' ? bucket - 6 : bucket,
                SAMPLES,
              );
              vitals += 1;
            }
          }
        }
      }
    }
    db.exec('COMMIT');
    return { views, vitals };
  } finally {
    db.close();
  }
}

/**
 * The report over the last year (`GET /site-visits/report`, what the admin page loads), asked
 * `samples` times after a year of counts is written: each time, from request to parsed answer.
 */
export async function measureAnalytics({
  cmsUrl,
  admin,
  databaseFile,
  samples = 5,
  log,
}: {
  cmsUrl: string;
  admin: Admin;
  databaseFile: string;
  samples?: number;
  log: (line: string) => void;
}) {
  const started = Date.now();
  const rows = writeYear(databaseFile);
  log(
    `  wrote a year of counts: ${rows.views} view rows, ${rows.vitals} measurement rows (${Date.now() - started} ms)`,
  );
  const api = adminFetch(cmsUrl, await adminLogin(cmsUrl, admin));
  const query = `from=${dayOf(DAYS)}&to=${dayOf(0)}`;
  const times: number[] = [];
  let pages = 0;
  for (let sample = 1; sample <= samples; sample += 1) {
    const asked = performance.now();
    const report = (await api(`/site-visits/report?${query}`)) as { data: { pages: unknown[] } };
    times.push(Math.round(performance.now() - asked));
    pages = report.data.pages.length;
    log(`  sample ${sample}: ${times.at(-1)} ms, ${pages} pages`);
  }
  return {
    days: DAYS,
    rows,
    pages,
    samplesMs: times,
    medianMs: median(times),
    maxMs: Math.max(...times),
  };
}
