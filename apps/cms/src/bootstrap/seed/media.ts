import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { isRecord, listFiles, readArray, SeedError } from './files';
import { type ImageSpec, MOTIFS, renderSvg } from './svg';

const HEX = /^#[0-9a-fA-F]{6}$/;

function toSpec(value: Record<string, unknown>, file: string): ImageSpec {
  const { key, alt, width, height, palette, motif } = value;
  const where = `image ${JSON.stringify(key)} in ${file}`;
  if (typeof key !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(key))
    throw new SeedError(`${where}: key must be kebab-case`);
  if (typeof alt !== 'string' || alt.trim() === '')
    throw new SeedError(`${where}: alt is required`);
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    (width as number) < 16 ||
    (height as number) < 16 ||
    (width as number) > 4000 ||
    (height as number) > 4000
  ) {
    throw new SeedError(`${where}: width and height must be integers between 16 and 4000`);
  }
  if (
    !Array.isArray(palette) ||
    palette.length === 0 ||
    !palette.every((c) => typeof c === 'string' && HEX.test(c))
  ) {
    throw new SeedError(`${where}: palette must be a list of #RRGGBB colours`);
  }
  if (typeof motif !== 'string' || !(MOTIFS as readonly string[]).includes(motif)) {
    throw new SeedError(`${where}: motif must be one of ${MOTIFS.join(', ')}`);
  }
  return {
    key,
    alt,
    width: width as number,
    height: height as number,
    palette: palette as string[],
    motif: motif as ImageSpec['motif'],
  };
}

export function loadImageSpecs(seedDir: string): Map<string, ImageSpec> {
  const dir = path.join(seedDir, 'images');
  const specs = new Map<string, ImageSpec>();
  for (const name of listFiles(dir, '.json')) {
    const file = path.join(dir, name);
    for (const item of readArray(file) ?? []) {
      if (!isRecord(item)) continue;
      const spec = toSpec(item, file);
      if (specs.has(spec.key))
        throw new SeedError(`image key "${spec.key}" is defined twice (last in ${file})`);
      specs.set(spec.key, spec);
    }
  }
  return specs;
}

type UploadedFile = { id: number };
type UploadService = {
  upload: (input: {
    data: Record<string, unknown>;
    files: Record<string, unknown>;
  }) => Promise<UploadedFile[]>;
};

/**
 * Turns image keys into upload ids. Each image is generated (SVG -> WebP) and uploaded through
 * the upload plugin once, on first use; Strapi then makes its responsive formats. An image is
 * found again by its file name, so a second start uploads nothing.
 */
export function createMediaResolver(strapi: Core.Strapi, specs: Map<string, ImageSpec>) {
  const ids = new Map<string, number>();
  let tmpDir: string | undefined;

  async function upload(spec: ImageSpec): Promise<number> {
    tmpDir ??= await mkdtemp(path.join(os.tmpdir(), 'brilla-seed-'));
    const fileName = `${spec.key}.webp`;
    const filepath = path.join(tmpDir, fileName);
    await sharp(Buffer.from(renderSvg(spec)))
      .webp({ quality: 82 })
      .toFile(filepath);
    const { size } = await stat(filepath);
    const service = strapi.plugin('upload').service('upload') as UploadService;
    const [file] = await service.upload({
      data: { fileInfo: { name: fileName, alternativeText: spec.alt, caption: null } },
      files: { filepath, originalFilename: fileName, mimetype: 'image/webp', size },
    });
    if (!file) throw new SeedError(`uploading image "${spec.key}" returned no file`);
    return file.id;
  }

  return {
    async resolve(key: unknown, where: string): Promise<number | null> {
      if (key === null || key === undefined) return null;
      if (typeof key !== 'string') throw new SeedError(`${where}: an image must be a key or null`);
      const cached = ids.get(key);
      if (cached !== undefined) return cached;
      const spec = specs.get(key);
      if (!spec)
        throw new SeedError(
          `${where}: unknown image key "${key}" (define it in seed/images/*.json)`,
        );
      const existing = (await strapi.db
        .query('plugin::upload.file')
        .findOne({ where: { name: `${key}.webp` } })) as UploadedFile | null;
      const id = existing ? existing.id : await upload(spec);
      ids.set(key, id);
      return id;
    },
    async cleanup(): Promise<void> {
      if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
    },
  };
}

export type MediaResolver = ReturnType<typeof createMediaResolver>;
