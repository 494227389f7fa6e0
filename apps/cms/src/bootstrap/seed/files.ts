import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type SeedRecord = Record<string, unknown>;

export class SeedError extends Error {
  override name = 'SeedError';
}

export function isRecord(value: unknown): value is SeedRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parsed JSON of a seed file, or undefined when the file does not exist (yet). */
export function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SeedError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

export function readRecord(file: string): SeedRecord | undefined {
  const value = readJson(file);
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new SeedError(`${file} must hold a JSON object`);
  return value;
}

export function readArray(file: string): SeedRecord[] | undefined {
  const value = readJson(file);
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every(isRecord)) {
    throw new SeedError(`${file} must hold a JSON array of objects`);
  }
  return value;
}

/** Sorted file names of a folder ending with `suffix`; none when the folder is missing. */
export function listFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort();
}

/** Seed files of one entry: `<base>.es.json` and, optionally, `<base>.en.json`. */
export function localizedPair(dir: string, base: string) {
  const esFile = path.join(dir, `${base}.es.json`);
  const enFile = path.join(dir, `${base}.en.json`);
  return { esFile, enFile, es: readRecord(esFile), en: readRecord(enFile) };
}
