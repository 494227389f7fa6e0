import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { hasVariants, makeVariants, VARIANT_KEY, type VariantFile } from './image-variants';

/** An upload as the database keeps it. */
type StoredFile = {
  id: number;
  name: string;
  hash: string;
  ext: string | null;
  url: string;
  path?: string | null;
  mime: string;
  width: number | null;
  formats: Record<string, unknown> | null;
};

type Provider = { upload: (file: VariantFile) => Promise<void> };

export type BackfillResult = { done: number; skipped: number; failed: string[] };

/** What a format keeps in the database: the provider's URL, no file path or stream. */
function storedFormat({ filepath: _path, getStream: _stream, ...format }: VariantFile) {
  return format;
}

/**
 * The original's bytes: from the bucket (S3: an absolute URL, public as the site reads it) or
 * from the CMS's public folder (local disk: a path, `/uploads/…`).
 */
async function original(strapi: Core.Strapi, file: StoredFile): Promise<Buffer> {
  if (!file.url.startsWith('/')) {
    const answer = await fetch(file.url, { signal: AbortSignal.timeout(60_000) });
    if (!answer.ok) throw new Error(`${file.url} answered ${answer.status}`);
    return Buffer.from(await answer.arrayBuffer());
  }
  return readFile(path.join(strapi.dirs.static.public, file.url));
}

/**
 * Gives every stored image the variants an upload gets today (docs/decisions/024): the ones
 * that have them all are skipped, so a second run does nothing. The variants go through the
 * configured provider (local disk or S3) and are added to the file's formats; Strapi's own
 * formats stay (the media library's thumbnail among them).
 */
export async function backfillVariants(
  strapi: Core.Strapi,
  log: (line: string) => void = () => {},
): Promise<BackfillResult> {
  const uploads = strapi.db.query('plugin::upload.file');
  const files = (await uploads.findMany({
    where: { mime: { $startsWith: 'image/' } },
    orderBy: { id: 'asc' },
  })) as StoredFile[];
  const provider = strapi.plugin('upload').service('provider') as Provider;
  const result: BackfillResult = { done: 0, skipped: 0, failed: [] };
  for (const file of files) {
    if (!file.width || hasVariants(file.formats, file.width)) {
      result.skipped += 1;
      continue;
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'brilla-variants-'));
    try {
      const variants = await makeVariants(
        { input: await original(strapi, file), name: file.name, hash: file.hash, path: file.path },
        dir,
      );
      if (variants.length === 0) {
        result.skipped += 1;
        continue;
      }
      for (const variant of variants) await provider.upload(variant.file);
      const kept = Object.entries(file.formats ?? {}).filter(([key]) => !VARIANT_KEY.test(key));
      const added = variants.map(({ key, file: made }) => [key, storedFormat(made)] as const);
      await uploads.update({
        where: { id: file.id },
        data: { formats: Object.fromEntries([...kept, ...added]) },
      });
      result.done += 1;
      log(`${file.name}: ${variants.length} variants`);
    } catch (error) {
      result.failed.push(file.name);
      log(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await rm(dir, { recursive: true });
    }
  }
  return result;
}
