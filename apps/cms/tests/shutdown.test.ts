import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CmsProcess, startCmsProcess } from './helpers/cms-process';
import { WEB_TOKEN } from './helpers/strapi';

type SqliteDatabase = {
  prepare: (sql: string) => { get: (...params: unknown[]) => unknown };
  close: () => void;
};
const require = createRequire(import.meta.url);
const Database = require('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => SqliteDatabase;

type Reply = { status: number; connection: string | undefined; body: string };

/**
 * A contact submission the CMS is in the middle of: its headers and half its body are sent, and
 * the CMS has taken the request (it answered `100 Continue`); the rest waits for `finish`.
 */
function submissionInFlight(baseUrl: string, email: string, requestId: string) {
  const body = Buffer.from(
    JSON.stringify({
      data: {
        name: 'Ana Lopez',
        email,
        message: 'A message sent while the CMS was stopping.',
        language: 'es',
      },
    }),
  );
  const half = Math.floor(body.length / 2);
  const request = http.request(new URL('/api/contact-submissions', baseUrl), {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      expect: '100-continue',
      'x-request-id': requestId,
      ...WEB_TOKEN,
    },
  });
  const taken = new Promise<void>((resolve) => {
    request.once('continue', () => {
      request.write(body.subarray(0, half));
      resolve();
    });
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: text,
        }),
      );
    });
    request.once('error', reject);
  });
  request.flushHeaders();
  return {
    taken,
    reply,
    finish: () => request.end(body.subarray(half)),
    abandon: () => request.destroy(),
  };
}

/** SIGTERM to the CMS process alone, as `docker stop` sends it to the container's main process. */
function terminate(cms: CmsProcess): void {
  if (cms.pid === undefined) throw new Error('the CMS process has no pid');
  process.kill(cms.pid, 'SIGTERM');
}

/** Waits (polling, at most 20 s) until the CMS's log has a line that matches. */
async function logged(cms: CmsProcess, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!pattern.test(readFileSync(cms.log, 'utf8'))) {
    if (Date.now() > deadline) throw new Error(`${cms.log} never logged ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `strapi start` as compose runs it, stopped by SIGTERM (docker stop) with a request in flight:
 * it refuses new connections, answers that request, closes its database and exits 0; a request
 * that outlasts CMS_SHUTDOWN_TIMEOUT_MS makes it exit 1 with a line saying so.
 */
// Two CMS processes on one SQLite database (the second starts seeded): 5-15 s each.
describe('a CMS process stopped by SIGTERM', { timeout: 120_000 }, () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'brilla-shutdown-'));
  let cms: CmsProcess | undefined;

  afterAll(async () => {
    await cms?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('answers the submission in flight, refuses new connections, then exits 0', async () => {
    cms = await startCmsProcess('graceful', tmp, { LOG_FORMAT: 'json' });
    const submission = submissionInFlight(cms.baseUrl, 'inflight@example.com', 'stop-test-1');
    await submission.taken;
    terminate(cms);
    await logged(cms, /SIGTERM received: accepting no new connections, waiting for 1 request/);
    const refused = await fetch(`${cms.baseUrl}/_health`).then(
      () => 'answered',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    submission.finish();
    const reply = await submission.reply;
    expect(reply.status, reply.body).toBe(201);
    expect(reply.connection).toBe('close');
    expect(await cms.exited).toBe(0);

    // Stored, and the database closed cleanly: the file opens and holds the row.
    const database = new Database(path.join(tmp, 'data.db'), { readonly: true });
    try {
      const row = database
        .prepare('select name from contact_submissions where email = ?')
        .get('inflight@example.com');
      expect(row).toEqual({ name: 'Ana Lopez' });
    } finally {
      database.close();
    }

    // LOG_FORMAT=json: every line is a JSON object; the request's line carries its id, no body.
    const lines = readFileSync(cms.log, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'http',
        method: 'POST',
        path: '/api/contact-submissions',
        status: 201,
        request_id: 'stop-test-1',
        duration_ms: expect.any(Number),
      }),
    );
    expect(lines.join('\n')).not.toContain('inflight@example.com');
    const messages = entries.map((entry) => entry.message);
    expect(messages).toContain('Requests finished; closing the CMS and its database.');
    expect(messages.at(-1)).toBe('Shutdown complete.');
  });

  it('exits 1 with a log line when a request outlasts CMS_SHUTDOWN_TIMEOUT_MS', async () => {
    cms = await startCmsProcess('deadline', tmp, { CMS_SHUTDOWN_TIMEOUT_MS: '1500' });
    const stuck = submissionInFlight(cms.baseUrl, 'stuck@example.com', 'stop-test-2');
    // Its connection ends with the process, unanswered.
    stuck.reply.catch(() => undefined);
    await stuck.taken;
    terminate(cms);
    expect(await cms.exited).toBe(1);
    stuck.abandon();
    expect(readFileSync(cms.log, 'utf8')).toContain(
      'Shutdown did not finish within 1500 ms (CMS_SHUTDOWN_TIMEOUT_MS): 1 request(s) still in flight; exiting with code 1.',
    );
  });
});
