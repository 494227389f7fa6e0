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
  depends_on?: Record<string, { condition?: string; required?: boolean }>;
  init?: boolean;
  stop_grace_period?: string;
};
type Compose = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

const parseFile = (name: string) =>
  parse(readFileSync(path.join(ROOT, name), 'utf8'), { merge: true }) as Compose;
/** The shared shape, the development additions and the production additions. */
export const compose = parseFile('docker-compose.yml');
export const override = parseFile('docker-compose.override.yml');
export const prod = parseFile('docker-compose.prod.yml');
