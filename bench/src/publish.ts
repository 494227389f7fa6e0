// From publishing a change in the CMS to seeing it on the site, the way an editor works (admin
// API: log in, edit the Spanish draft, publish), while the cached page is under load.

import { adminFetch, adminLogin } from './cms-admin.ts';
import { HOME } from './config.ts';
import { ACCEPT_ENCODING, autocannonRun } from './load.ts';
import { median } from './stats.ts';

const BLOG = '/content-manager/collection-types/api::blog.blog';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a page until its HTML contains `text`; resolves with the time it was first seen. */
async function waitForText(
  url: string,
  text: string,
  { intervalMs = 50, timeoutMs = 20_000 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let polls = 0;
  while (Date.now() < deadline) {
    polls += 1;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const html = await response.text();
      if (html.includes(text)) return { seenAt: Date.now(), polls };
    } catch {
      // keep polling until the deadline
    }
    await sleep(intervalMs);
  }
  return { seenAt: null, polls };
}

/**
 * `samples` publishes of a changed title of `post` (Spanish), each timed from the publish answer
 * (and from the start of the edit) to the first poll of the post's page showing it. Meanwhile
 * autocannon loads the cached home page; its throughput is compared with a run of the same load
 * just before, so both see the machine in the same state (a cached run from minutes earlier
 * moved the ratio 13 points between runs of one build).
 */
export type PublishResult = Awaited<ReturnType<typeof measurePublish>>;

export async function measurePublish({
  baseUrl,
  cmsUrl,
  admin,
  post,
  samples = 3,
  loadSeconds,
  connections,
  log,
}: {
  baseUrl: string;
  cmsUrl: string;
  admin: { email: string; password: string };
  post: { slug: string; documentId: string; title: string };
  samples?: number;
  loadSeconds: number;
  connections: number;
  log: (line: string) => void;
}) {
  const token = await adminLogin(cmsUrl, admin);
  const api = adminFetch(cmsUrl, token);
  const entry = `${BLOG}/${post.documentId}`;
  const current = (await api(`${entry}?locale=es`)) as { data?: { title?: string } };
  const originalTitle = current.data?.title ?? post.title;
  const pageUrl = `${baseUrl}/blogs/${post.slug}`;
  const stamp = Date.now().toString(36);

  const publish = async (title: string) => {
    await api(`${entry}?locale=es`, { method: 'PUT', body: JSON.stringify({ title }) });
    await api(`${entry}/actions/publish?locale=es`, { method: 'POST', body: '{}' });
  };

  const loadHome = (duration = loadSeconds) =>
    autocannonRun({
      url: baseUrl + HOME,
      connections,
      duration,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
  log('  the cached page alone (after a 2 s warm-up), then while publishing');
  await loadHome(2);
  const cachedBaseline = await loadHome();
  const duringLoad = loadHome();
  const loadStarted = Date.now();
  const results: Array<{
    visibleMs: number | null;
    fromEditMs: number | null;
    publishCallMs: number;
    polls: number;
    underLoad: boolean;
  }> = [];
  try {
    await sleep(1000);
    for (let sample = 1; sample <= samples; sample += 1) {
      const marker = `bench-${stamp}-${sample}`;
      const editStarted = Date.now();
      await publish(`${originalTitle} (${marker})`);
      const published = Date.now();
      const { seenAt, polls } = await waitForText(pageUrl, marker);
      results.push({
        visibleMs: seenAt === null ? null : seenAt - published,
        fromEditMs: seenAt === null ? null : seenAt - editStarted,
        publishCallMs: published - editStarted,
        polls,
        underLoad: (seenAt ?? Date.now()) - loadStarted < loadSeconds * 1000,
      });
      log(
        `  sample ${sample}: visible ${seenAt === null ? 'never (20 s)' : `${seenAt - published} ms`} after publish (${published - editStarted} ms to edit and publish)`,
      );
      await sleep(500);
    }
  } finally {
    await publish(originalTitle).catch((error) => log(`  could not restore the title: ${error}`));
  }
  const load = await duringLoad;
  const visible = results.map((result) => result.visibleMs);
  const seen = visible.filter((value) => value !== null);
  const missed = seen.length < visible.length;
  const baseline = cachedBaseline.requestsPerSecond;
  return {
    page: `/blogs/${post.slug}`,
    samples: results,
    medianMs: median(visible),
    // A change never seen counts as the whole wait (a failure), not as a missing number.
    maxMs: missed ? 20_000 : Math.max(...seen),
    missed,
    loadDuring: { path: HOME, ...load },
    cachedBaselineRps: baseline,
    throughputRatio:
      baseline && load.requestsPerSecond
        ? Math.round((load.requestsPerSecond / baseline) * 1000) / 1000
        : null,
  };
}
