import { afterEach, describe, expect, it } from 'vitest';
import { envBool, envInt, envList, envSecret, envUrl, redact } from './env';

const NAME = 'BRILLA_ENV_TEST';
afterEach(() => {
  delete process.env[NAME];
});

describe('env helper', () => {
  it('names a missing secret and how to get one', () => {
    expect(() => envSecret(NAME)).toThrow(
      /BRILLA_ENV_TEST is not set.*pnpm --filter @brilla\/cms start/,
    );
  });
  it('lets `pnpm build` load the config without secrets, never `start`', () => {
    const lifecycle = process.env.npm_lifecycle_event;
    process.env.npm_lifecycle_event = 'build';
    expect(envSecret(NAME)).toBe('unset-at-build-time');
    process.env.npm_lifecycle_event = 'start';
    expect(() => envSecret(NAME)).toThrow(/is not set/);
    if (lifecycle === undefined) delete process.env.npm_lifecycle_event;
    else process.env.npm_lifecycle_event = lifecycle;
  });

  it('validates integers, booleans, lists and URLs with the value found', () => {
    process.env[NAME] = 'abc';
    expect(() => envInt(NAME, 1, { min: 1, max: 65535 })).toThrow(
      "BRILLA_ENV_TEST must be an integer between 1 and 65535 (got 'abc')",
    );
    expect(() => envBool(NAME, true)).toThrow("must be true or false (got 'abc')");
    expect(() => envUrl(NAME, ['postgres:'])).toThrow(/is not a URL/);
    process.env[NAME] = ' 42 ';
    expect(envInt(NAME, 1)).toBe(42);
    process.env[NAME] = 'a, b,,c';
    expect(envList(NAME)).toEqual(['a', 'b', 'c']);
    process.env[NAME] = 'mysql://u:secret@h/db';
    expect(() => envUrl(NAME, ['postgres:', 'postgresql:'])).toThrow(
      /must use postgres: or postgresql:/,
    );
  });
  it('uses the fallback for unset or blank values', () => {
    expect(envInt(NAME, 1337)).toBe(1337);
    process.env[NAME] = '  ';
    expect(envBool(NAME, false)).toBe(false);
  });
  it('hides passwords in connection strings', () => {
    expect(redact('postgres://user:secret@db:5432/x')).toBe('postgres://user:***@db:5432/x');
    // Up to the last '@': a password holding '@', '/' or '#' is hidden whole.
    expect(redact('postgres://user:a@b/c#d@db:5432/x')).toBe('postgres://user:***@db:5432/x');
    expect(redact('redis://:secret@redis:6379')).toBe('redis://:***@redis:6379');
  });
});
