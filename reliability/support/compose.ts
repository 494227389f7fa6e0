// docker-compose.yml, parsed once for the deploy suites (tests/deploy-*.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@brilla/testkit';
import { parse } from 'yaml';

type ComposeService = {
  image?: string;
  command?: string[];
  profiles?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
};
type Compose = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

export const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
export const compose = parse(composeText, { merge: true }) as Compose;
/** The services a production start runs (no development profile). */
export const production = Object.entries(compose.services).filter(([, s]) => !s.profiles?.length);
/** `${NAME:-fallback}`: a variable with a default, as compose writes it. */
export const withDefault = (name: string, fallback: string) => `\${${name}:-${fallback}}`;
