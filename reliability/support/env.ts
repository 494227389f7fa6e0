/** The one place the suites' support code reads the environment. */

/** The local services the suites run on; the CMS tests' variables override the defaults. */
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What a child process needs from ours; nothing else leaks in (DATABASE_URL, REDIS_URL, …). */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ']) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  return env;
}

/** Runs per fuzz property (tests/fuzz-*.test.ts); FUZZ_RUNS=1000 for a deeper search. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/** The compose suite (reliability/compose): the environment `docker compose` runs with. */
export const processEnv = (): NodeJS.ProcessEnv => ({ ...process.env });
/** Build the stand-ins for third-party images first (a machine without a registry: CI). */
export const COMPOSE_TEST_DOUBLES = process.env.COMPOSE_TEST_DOUBLES === '1';
/** The host's extra CA certificates (a TLS-inspecting proxy), handed to the image builds. */
export const BUILD_CA_CERTS = process.env.BUILD_CA_CERTS || process.env.NODE_EXTRA_CA_CERTS || '';
