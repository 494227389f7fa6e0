import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORRECTIONS } from './corrections';
import { STRAPI_SPANISH, STRAPI_SPANISH_PARTS } from './index';

const cmsRequire = createRequire(import.meta.url);
const strapiRequire = createRequire(cmsRequire.resolve('@strapi/strapi/package.json'));
const strapiPackage = cmsRequire('@strapi/strapi/package.json') as {
  dependencies: Record<string, string>;
};
const cmsPackage = cmsRequire('../../../package.json') as { dependencies: Record<string, string> };

/** Packages whose admin texts staff meet, with the prefix the admin gives their keys. */
const COVERED: Record<string, string> = {
  '@strapi/admin': '',
  '@strapi/content-manager': 'content-manager.',
  '@strapi/i18n': 'i18n.',
  '@strapi/upload': 'upload.',
  '@strapi/email': 'email.',
  '@strapi/plugin-users-permissions': 'users-permissions.',
};
/** Packages with admin texts that no one here sees, and why. */
const SKIPPED: Record<string, string> = {
  '@strapi/content-releases':
    'Enterprise only: it adds its screens only when the licence enables releases, and its purchase page only with promoteEE, which config/admin.ts turns off',
  '@strapi/review-workflows':
    'Enterprise only: it adds its screens only when the licence enables review workflows, and its purchase page only with promoteEE, which config/admin.ts turns off',
  '@strapi/content-type-builder':
    "a developers' tool: content types are written in code (src/api, src/components), and a production admin only shows them, to a super admin",
};
// The guided tour is switched off before the admin renders (guided-tour.ts).
const NOT_SHOWN = /^tours\./;

/** Where a package is, as the admin build finds it: Strapi's own plugins, or the CMS's. */
function packageRoot(pkg: string): string {
  for (const from of [strapiRequire, cmsRequire]) {
    try {
      return path.dirname(from.resolve(`${pkg}/package.json`));
    } catch {}
  }
  throw new Error(`${pkg} is not installed`);
}

function translationsDir(pkg: string): string | undefined {
  const root = packageRoot(pkg);
  return ['dist/admin/translations', 'dist/admin/admin/src/translations']
    .map((candidate) => path.join(root, candidate))
    .find((candidate) => existsSync(path.join(candidate, 'en.json.mjs')));
}

/** A package's English and Spanish dictionaries as Strapi ships them, keys as the admin merges them. */
async function dictionaries(pkg: string) {
  const dir = translationsDir(pkg);
  if (!dir) throw new Error(`${pkg} ships no admin translations where expected`);
  const load = async (language: string) =>
    (await import(path.join(dir, `${language}.json.mjs`))).default as Record<string, string>;
  const prefixed = (dictionary: Record<string, string>) =>
    Object.fromEntries(Object.entries(dictionary).map(([key, text]) => [COVERED[pkg] + key, text]));
  return { en: prefixed(await load('en')), es: prefixed(await load('es')) };
}

async function coveredDictionaries() {
  const loaded = await Promise.all(Object.keys(COVERED).map(dictionaries));
  return {
    en: Object.assign({}, ...loaded.map(({ en }) => en)) as Record<string, string>,
    es: Object.assign({}, ...loaded.map(({ es }) => es)) as Record<string, string>,
  };
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name).sort();

describe('the admin in Spanish', () => {
  it.each(Object.keys(COVERED))('has Spanish for every text of %s', async (pkg) => {
    const { en, es } = await dictionaries(pkg);
    const untranslated = Object.keys(en).filter(
      (key) => !NOT_SHOWN.test(key) && !(key in es) && !(key in STRAPI_SPANISH),
    );
    expect(untranslated, `${pkg}: add these to STRAPI_SPANISH (strapi-spanish/)`).toEqual([]);
  });

  it('covers or skips, with a reason, every Strapi package that brings admin texts', () => {
    const installed = [
      ...Object.keys(strapiPackage.dependencies),
      ...Object.keys(cmsPackage.dependencies),
    ].filter((pkg) => pkg.startsWith('@strapi/') && translationsDir(pkg) !== undefined);
    const unknown = installed.filter((pkg) => !(pkg in COVERED) && !(pkg in SKIPPED));
    expect(unknown, 'add each to COVERED (and translate it) or to SKIPPED with why').toEqual([]);
  });

  it("keeps the placeholders of Strapi's English in each text", async () => {
    const { en } = await coveredDictionaries();
    // Some texts live only in Strapi's code, as default messages (content-manager.plugin.name).
    for (const [key, spanish] of Object.entries(STRAPI_SPANISH)) {
      if (en[key] !== undefined) expect(placeholders(spanish), key).toEqual(placeholders(en[key]));
    }
  });

  it("corrects only texts Strapi translates, each differently from Strapi's Spanish", async () => {
    const { es } = await coveredDictionaries();
    for (const [key, spanish] of Object.entries(CORRECTIONS)) {
      expect(es[key], `${key}: not in Strapi's Spanish, move it to its area's file`).toBeDefined();
      expect(spanish, `${key}: Strapi now says the same, drop it`).not.toBe(es[key]);
    }
    expect(STRAPI_SPANISH['Settings.apiTokens.regenerate']).toBe('Regenerar');
  });

  it('has each key in one part only', () => {
    const keys = Object.values(STRAPI_SPANISH_PARTS).flatMap((part) => Object.keys(part));
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it('covers the home page and the content manager texts that live only in code', () => {
    for (const key of ['HomePage.addWidget.button', 'content-manager.containers.untitled']) {
      expect(STRAPI_SPANISH[key], key).toBeDefined();
    }
  });
});
