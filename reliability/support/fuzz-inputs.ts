// What the fuzz suites (tests/fuzz-*.test.ts) share: run bounds, the markers and leaks no answer
// may contain, and the fast-check arbitraries for contact bodies and web paths.
import fc from 'fast-check';
import { expect } from 'vitest';
import { FUZZ_RUNS } from './env';
import { addressPool } from './http';
import { sendablePath } from './raw-http';

const address = addressPool();
let requestCount = 0;
export const nextAddress = () => address(++requestCount);
export const pick = <T>(pair: readonly [T, T]) => pair[requestCount % 2] as T;

/** Runs per property: bounded, so the file stays well under a minute. */
export const RUNS = FUZZ_RUNS;
export const SETTINGS = { numRuns: RUNS, endOnFailure: true } as const;
/** Generous: each property takes 2–25 s here, several times that when the machine is busy. */
export const TIMEOUT = 240_000;

/** Markup that must never come back as markup. */
export const MARKERS = ['<script>alert(7331)</script>', '"><img src=x onerror=alert(7331)>'];
/** Text that only a file outside the app would contain. */
const LEAKS = [
  'root:x:0:0',
  'APP_KEYS',
  'DATABASE_URL',
  'createRequestHandler',
  '"name": "@brilla/',
  '-----BEGIN',
  'strapi.js start',
];

const nasty = fc.constantFrom(
  ...MARKERS,
  '',
  ' ',
  '\u0000',
  '\r\nBcc: evil@example.com',
  '\u2028\u2029\u0085',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '🎉👩‍👩‍👧‍👦',
  'ﷺ𒐫ꧻ',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}<%= 7*7 %>',
  "'; DROP TABLE contact_submissions; --",
  '../../../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  'a'.repeat(5_000),
  'x'.repeat(200_000),
);
export const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\r',
      '\n',
      '\t',
      '\u007f',
      '\u2028',
      '<',
      '>',
      '"',
      '&',
      '%',
      '\\',
      'ñ',
      '😀',
    ),
    maxLength: 60,
  }),
  nasty,
);
const anyValue = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('ana@example.com', 'a@b.co', 'ana@example.com\r\nBcc: x@evil.test', 'a@b@c', '@'),
  anyValue,
);
/** Valid-looking submissions with arbitrary Unicode (control characters included). */
const storable = fc
  .record({
    name: fc.string({ unit: 'binary', minLength: 3, maxLength: 50 }),
    email: fc.constantFrom('ana@example.com', 'lucas.p@example.org', 'x_y+z@mail.example.co'),
    message: fc.oneof(
      fc.string({ unit: 'binary', minLength: 12, maxLength: 900 }),
      fc.constantFrom(...MARKERS).map((m) => `${m} quiero información`),
    ),
    language: fc.constantFrom('es', 'en'),
  })
  .map((data) => ({ data }));
/** Bodies of every shape; about a third are valid enough to be stored. */
export const contactBody = fc.oneof(
  { weight: 2, arbitrary: storable },
  fc
    .record(
      {
        name: fc.oneof(fc.string({ unit: 'binary', minLength: 2, maxLength: 50 }), anyValue),
        email,
        message: fc.oneof(fc.string({ unit: 'binary', minLength: 10, maxLength: 1000 }), anyValue),
        language: fc.oneof(fc.constantFrom('es', 'en'), anyValue),
        pagePath: anyValue,
        website: fc.oneof(fc.constant(''), anyValue),
      },
      { requiredKeys: [] },
    )
    .map((data) => ({ data })),
  fc.jsonValue(),
  fc.record({ data: anyValue }),
);

export function expectSafe(status: number, body: string, context: string): void {
  expect(status, context).toBeLessThan(500);
  for (const marker of MARKERS) expect(body, context).not.toContain(marker);
  for (const leak of LEAKS) expect(body, context).not.toContain(leak);
}

const segment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'inicio',
      'contactanos',
      'blogs',
      'blog',
      'en',
      'single',
      'assets',
      'uploads',
      'sitemap.xml',
      'robots.txt',
      'sitemap',
      'error',
      'home',
      '..',
      '.',
      '%2e%2e',
      '%2E%2E%2F',
      '..%2f',
      '..%5c',
      '..\\..',
      '%00',
      '%',
      '%zz',
      '%c0%ae%c0%ae',
      '%ff%fe',
      '.env',
      'server.js',
      'package.json',
      'etc',
      'passwd',
      '__proto__',
      'constructor',
      'inicio.data',
      '_root.data',
      'index.html',
      'favicon.ico',
      '~',
      '*',
      ';',
      'webhooks',
      'cms',
      'healthz',
      'primer-post',
    ),
  },
  fc.string({ maxLength: 20 }),
  fc
    .string({ unit: 'binary', maxLength: 20 })
    .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...MARKERS).map((m) => encodeURIComponent(m)),
  fc.string({ minLength: 200, maxLength: 4_000 }),
);
const queryPart = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'page',
            'index',
            '_data',
            '_routes',
            'lang',
            'locale',
            'status',
            '__proto__[x]',
            'a[b][c]',
            'q',
          ),
          fc.string({ maxLength: 10 }),
        ),
        fc.oneof(
          fc.constantFrom(
            '-1',
            '0',
            '1e309',
            'NaN',
            '99999999999',
            '2',
            'es',
            'en',
            'draft',
            ...MARKERS,
          ),
          fc.string({ maxLength: 30 }),
          fc.string({ unit: 'binary', maxLength: 30 }),
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.string({ unit: 'binary', maxLength: 100 }).map((s) => `?${s}`),
);
export const webPath = fc
  .tuple(
    fc.constantFrom('', '/en'),
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.constantFrom('/', '//', '\\', '/./'),
    queryPart,
  )
  .map(([prefix, segments, separator, q]) =>
    sendablePath(`${prefix}/${segments.join(separator)}${q}`),
  );
