import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRecord, listFiles, readJson, type SeedRecord } from './files';
import { loadImageSpecs } from './media';

const SEED = path.resolve(__dirname, '../../../seed');
const images = loadImageSpecs(SEED);
const MEDIA_FIELDS = ['image', 'photo', 'avatar', 'cover', 'metaImage'];

function seedFiles(): string[] {
  const top = listFiles(SEED, '.json').filter((name) => /\.(es|en)\.json$/.test(name));
  const nested = ['pages', 'blogs'].flatMap((dir) =>
    listFiles(path.join(SEED, dir), '.json').map((name) => path.join(dir, name)),
  );
  return [...top, ...nested];
}

type Use = { file: string; lang: 'es' | 'en'; field: string; key: string; alt: unknown };

function imageUses(value: unknown, file: string, lang: 'es' | 'en', uses: Use[] = []): Use[] {
  if (Array.isArray(value)) for (const item of value) imageUses(item, file, lang, uses);
  else if (isRecord(value)) {
    for (const [field, item] of Object.entries(value)) {
      if (MEDIA_FIELDS.includes(field) && typeof item === 'string')
        uses.push({ file, lang, field, key: item, alt: (value as SeedRecord)[`${field}Alt`] });
      else imageUses(item, file, lang, uses);
    }
  }
  return uses;
}

const uses = seedFiles().flatMap((file) =>
  imageUses(readJson(path.join(SEED, file)), file, file.endsWith('.en.json') ? 'en' : 'es'),
);

describe('seed images', () => {
  it('give every image used by an entry an alt text of its own language beside it', () => {
    expect(uses.length).toBeGreaterThan(100);
    const missing = uses.filter((use) => typeof use.alt !== 'string' || use.alt.trim() === '');
    expect(missing.map((use) => `${use.file} ${use.field}`)).toEqual([]);
    // English entries never reuse the media library's Spanish alt.
    const spanishOnEnglish = uses.filter(
      (use) => use.lang === 'en' && use.alt === images.get(use.key)?.alt,
    );
    expect(spanishOnEnglish.map((use) => `${use.file} ${use.field}`)).toEqual([]);
  });

  it("make the default social image the brand's own: logo and name at 1200×630", () => {
    for (const lang of ['es', 'en']) {
      const setting = readJson(path.join(SEED, `site-setting.${lang}.json`)) as SeedRecord;
      const seo = setting.defaultSeo as SeedRecord;
      const spec = images.get(String(seo.metaImage));
      expect(spec).toMatchObject({ motif: 'brand', width: 1200, height: 630 });
      expect(seo.metaImageAlt).toMatch(/Brilla Talent/);
    }
  });
});
