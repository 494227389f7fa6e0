import { freePort, type Relay, STRAPI_BIN, startProcess, startRelay } from '@brilla/testkit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, freshPerTry, postContact, postForm, send } from '../support/http';
import { query } from '../support/services';
import {
  CMS_ROOT,
  type CmsSettings,
  cmsEnv,
  type Service,
  startCms,
  startWeb,
} from '../support/stack';

const stack = inject('stack');
const fresh = freshPerTry();
const settings: CmsSettings = {
  databaseUrl: stack.databaseUrl,
  redisUrl: stack.redisUrl,
  secrets: stack.secrets,
  publicDir: stack.publicDir,
  smtpPort: stack.smtpPort,
  seed: false,
  cron: false,
};

/** No stack trace, error class or server path in a page a visitor sees. */
function expectNoInternals(html: string): void {
  expect(html).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);
  expect(html).not.toMatch(/CmsError|TypeError|ECONNREFUSED|fetch failed/);
  expect(html).not.toMatch(/\/work\/|node_modules|apps\/web\/build/);
}

describe('a CMS restarted during a burst of contact submissions', () => {
  let cms: Service;
  afterAll(async () => {
    await cms?.process.stop();
  });

  it('keeps every submission that was answered 201 (SIGTERM restart, then SIGKILL)', async () => {
    cms = await startCms('cms-3', settings);
    const tag = `burst-${fresh.id}`;
    const accepted = new Set<string>();
    const outcomes = { accepted: 0, refused: 0, failed: 0, other: 0 };
    let sequence = 0;
    let running = true;

    async function client(): Promise<void> {
      while (running) {
        const n = sequence++;
        try {
          const reply = await postContact(
            cms.url,
            {
              name: 'Ráfaga',
              email: `${tag}-${n}@reliability.test`,
              message: `Mensaje ${n} de la ráfaga durante el reinicio.`,
              language: 'es',
            },
            fresh.address(n),
          );
          if (reply.status === 201) {
            outcomes.accepted += 1;
            accepted.add((reply.json.data as { documentId: string }).documentId);
          } else if (reply.status >= 500) outcomes.refused += 1;
          else outcomes.other += 1;
        } catch {
          // Connection refused or reset while the CMS is down.
          outcomes.failed += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    }

    const clients = Array.from({ length: 6 }, () => client());
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const restart = async (signal: NodeJS.Signals) => {
      await pause(1_500);
      const before = outcomes.accepted;
      await cms.process.stop(signal);
      cms = await startCms('cms-3', settings, cms.port);
      return before;
    };
    const beforeTerm = await restart('SIGTERM');
    const beforeKill = await restart('SIGKILL');
    await pause(1_500);
    running = false;
    await Promise.all(clients);

    const stored = await query<{ document_id: string }>(
      stack.databaseUrl,
      'select document_id from contact_submissions where email like $1',
      [`${tag}-%`],
    );
    const storedIds = new Set(stored.map((row) => row.document_id));
    const lost = [...accepted].filter((id) => !storedIds.has(id));
    console.info(
      `burst with two restarts: ${sequence} sent, ${outcomes.accepted} answered 201 (${beforeTerm} before SIGTERM, ${beforeKill} before SIGKILL), ${outcomes.failed} connection errors, ${outcomes.refused} 5xx, ${outcomes.other} other; ${storedIds.size} stored, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    expect(beforeTerm).toBeGreaterThan(0);
    expect(outcomes.accepted).toBeGreaterThan(beforeKill);
    expect(outcomes.other).toBe(0);
    // A request cut after its row was committed may be stored without a 201: never the reverse.
    expect(storedIds.size).toBeGreaterThanOrEqual(accepted.size);
  });
});

describe('a CMS started with its database unreachable', () => {
  it('stops with a message that names DATABASE_URL (password hidden) and a non-zero exit', async () => {
    const port = await freePort();
    const databaseUrl = `postgres://brilla:s3cret-pass@127.0.0.1:${port}/brilla`;
    const child = startProcess('cms-no-db', STRAPI_BIN, ['start'], {
      cwd: CMS_ROOT,
      env: cmsEnv(await freePort(), {
        ...settings,
        databaseUrl,
        env: { DATABASE_CONNECT_TIMEOUT_MS: '2000' },
      }),
    });
    const timer = setTimeout(() => void child.stop('SIGKILL'), 90_000);
    const code = await child.exited;
    clearTimeout(timer);
    const output = child.output();
    console.info(`unreachable database: exit code ${code}`);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(
      `Cannot reach the database at DATABASE_URL=postgres://brilla:***@127.0.0.1:${port}/brilla`,
    );
    expect(output).toContain('Start PostgreSQL or fix DATABASE_URL');
    expect(output).not.toContain('s3cret-pass');
  });
});

describe('the web with its CMS down', () => {
  let relay: Relay;
  let web: Service;
  beforeAll(async () => {
    relay = await startRelay(new URL(stack.cms[0]));
    web = await startWeb('web-3', relay.url);
    // Seen once while the CMS is up: this page and the frame's data are cached.
    expect((await send(`${web.url}/contactanos`)).status).toBe(200);
    await relay.cut();
    // Past the fresh period (1 s): from now on only the stale copies answer.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
  });
  afterAll(async () => {
    await web?.process.stop();
    await relay?.close();
  });

  it('still renders a page it has seen, from its stale copy', async () => {
    const reply = await send(`${web.url}/contactanos`);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('Contáctanos');
  });

  it('answers a contact post with the failure message and keeps what was typed', async () => {
    const values = {
      name: 'Lucía Pérez',
      email: 'lucia@example.com',
      message: 'Quiero saber más sobre la agencia <b>ya</b>.',
    };
    const reply = await postForm(
      web.url,
      '/contactanos',
      { ...values, website: '' },
      fresh.address(900),
    );
    // Not stored, the CMS unreachable: 503 (docs/decisions/053), the page with the message.
    expect(reply.status).toBe(503);
    expect(reply.text).toContain('Error al enviar el mensaje. Por favor intenta de nuevo.');
    expect(reply.text).toContain('value="Lucía Pérez"');
    expect(reply.text).toContain('value="lucia@example.com"');
    expect(reply.text).toContain('Quiero saber más sobre la agencia &lt;b&gt;ya&lt;/b&gt;.');
    expectNoInternals(reply.text);
  });

  it.each([
    ['/en/inicio', 'en', 'The site is unavailable right now', 'Retry'],
    ['/nosotros', 'es', 'El sitio no está disponible en este momento', 'Reintentar'],
    ['/blogs/primer-post', 'es', null, 'Reintentar'],
  ])('answers %s, never seen, with a localized 503 page', async (path, lang, title, retry) => {
    const reply = await send(`${web.url}${path}`);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(reply.text).toContain(`<html lang="${lang}"`);
    if (title) expect(reply.text).toContain(title);
    expect(reply.text).toContain(retry);
    expectNoInternals(reply.text);
  });

  it('recovers once the CMS is back', async () => {
    await relay.restore();
    const reply = await eventually(
      async () => {
        const page = await send(`${web.url}/en/inicio`);
        return page.status === 200 ? page : undefined;
      },
      { what: 'web-3 serving /en/inicio again' },
    );
    expect(reply.text).toContain('<html lang="en"');
  });
});

// SMTP down, then back: the submission is kept (emailStatus "failed") and the retry job sends it
// once SMTP returns. Covered against a real SMTP sink in apps/cms/tests/api-suite.ts ("keeps the
// submission when SMTP is down and delivers it when the retry job runs"), on SQLite and PostgreSQL.
