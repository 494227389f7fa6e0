import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Attribute = { type: string; pluginOptions?: { i18n?: { localized?: boolean } } };
type Schema = { attributes: Record<string, Attribute> };

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

const src = path.resolve(__dirname);
const schemas = [
  ...jsonFiles(path.join(src, 'components')),
  ...jsonFiles(path.join(src, 'api')).filter((file) => file.endsWith('schema.json')),
].map((file) => ({
  name: path.relative(src, file),
  schema: JSON.parse(readFileSync(file, 'utf8')) as Schema,
}));

const mediaFields = schemas.flatMap(({ name, schema }) =>
  Object.entries(schema.attributes)
    .filter(([, attribute]) => attribute.type === 'media')
    .map(([field, attribute]) => ({ name, schema, field, attribute })),
);

describe('per-language alt text beside every image', () => {
  it('finds the images of the blocks, banners, testimonials, blog covers and SEO', () => {
    expect(mediaFields.map(({ field }) => field).sort()).toEqual(
      ['avatar', 'cover', 'image', 'image', 'image', 'image', 'metaImage', 'photo'].sort(),
    );
  });

  it.each(mediaFields.map((item) => [`${item.name} ${item.field}`, item] as const))(
    '%s has a text field <field>Alt, localized like the image',
    (_, { schema, field, attribute }) => {
      const alt = schema.attributes[`${field}Alt`];
      expect(alt?.type).toBe('string');
      // Components follow their parent's localization; attributes of a type say it themselves.
      expect(alt?.pluginOptions?.i18n?.localized).toBe(attribute.pluginOptions?.i18n?.localized);
    },
  );

  // docs/decisions/022-cms-alt-text-or-decorative.md: the SEO image shows in link previews only.
  const shown = mediaFields.filter(({ field }) => field !== 'metaImage');
  it.each(shown.map((item) => [`${item.name} ${item.field}`, item] as const))(
    '%s, shown on the site, has a <field>Decorative mark, off unless chosen, localized like it',
    (_, { schema, field, attribute }) => {
      const mark = schema.attributes[`${field}Decorative`] as Attribute & { default?: unknown };
      expect(mark?.type).toBe('boolean');
      expect(mark?.default).toBe(false);
      expect(mark?.pluginOptions?.i18n?.localized).toBe(attribute.pluginOptions?.i18n?.localized);
    },
  );

  it('leaves the SEO image without a decorative mark', () => {
    const seo = mediaFields.filter(({ field }) => field === 'metaImage');
    expect(seo.map(({ schema }) => 'metaImageDecorative' in schema.attributes)).toEqual([false]);
  });
});
