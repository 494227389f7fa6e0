import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRAPI_SPANISH } from './strapi-spanish';

const strapiRequire = createRequire(
  createRequire(import.meta.url).resolve('@strapi/strapi/package.json'),
);

/** A plugin's English and Spanish dictionaries as Strapi ships them, keys as the admin merges them. */
async function dictionaries(pkg: string, prefix: string) {
  const root = path.dirname(strapiRequire.resolve(`${pkg}/package.json`));
  const dir = ['dist/admin/translations', 'dist/admin/admin/src/translations']
    .map((candidate) => path.join(root, candidate))
    .find((candidate) => existsSync(path.join(candidate, 'en.json.mjs')));
  if (!dir) throw new Error(`${pkg} ships no admin translations where expected`);
  const load = async (language: string) =>
    (await import(path.join(dir, `${language}.json.mjs`))).default as Record<string, string>;
  const prefixed = (dictionary: Record<string, string>) =>
    Object.fromEntries(Object.entries(dictionary).map(([key, text]) => [prefix + key, text]));
  return { en: prefixed(await load('en')), es: prefixed(await load('es')) };
}

describe('the admin in Spanish', () => {
  it('has Spanish for every text of the content manager and of languages (i18n)', async () => {
    for (const [pkg, prefix] of [
      ['@strapi/content-manager', 'content-manager.'],
      ['@strapi/i18n', 'i18n.'],
    ] as const) {
      const { en, es } = await dictionaries(pkg, prefix);
      const untranslated = Object.keys(en).filter(
        (key) => !(key in es) && !(key in STRAPI_SPANISH),
      );
      expect(untranslated, `${pkg}: add these to STRAPI_SPANISH`).toEqual([]);
    }
  });

  it('keeps the placeholders of each English text, and covers the home page', async () => {
    const loaded = [
      await dictionaries('@strapi/admin', ''),
      await dictionaries('@strapi/content-manager', 'content-manager.'),
      await dictionaries('@strapi/i18n', 'i18n.'),
    ];
    // Strapi's own texts: the English, or a Spanish one ours corrects.
    const all: Record<string, string> = Object.assign(
      {},
      ...loaded.map(({ es }) => es),
      ...loaded.map(({ en }) => en),
    );
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name).sort();
    // Some texts live only in Strapi's code, as default messages (content-manager.plugin.name).
    for (const [key, spanish] of Object.entries(STRAPI_SPANISH)) {
      if (all[key] !== undefined)
        expect(placeholders(spanish), key).toEqual(placeholders(all[key]));
    }
    for (const key of ['HomePage.addWidget.button', 'content-manager.containers.untitled']) {
      expect(STRAPI_SPANISH[key], key).toBeDefined();
    }
  });
});
