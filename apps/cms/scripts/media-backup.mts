#!/usr/bin/env node
// The uploads' backup and restore (docker-compose.yml, service `backup-media`; docs/docker.md
// "Backups"), through the S3 API, so it works the same with the project's SeaweedFS and with an
// external S3.
//   node scripts/media-backup.mts schedule        every day at BACKUP_AT (HH:MM, UTC)
//   node scripts/media-backup.mts now             once: every object into /backups/<date>/media/
//   node scripts/media-backup.mts restore <dir>   every file of <dir> back into the bucket
// Settings: S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys (from ENV_PATH, the secrets volume).
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

if (process.env.ENV_PATH && existsSync(process.env.ENV_PATH))
  process.loadEnvFile(process.env.ENV_PATH);

const BACKUPS = process.env.BACKUP_DIR || '/backups';
const bucket = process.env.S3_BUCKET || 'brilla-media';
const s3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT,
  region: process.env.S3_REGION || 'us-east-1',
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE !== 'false',
  credentials: {
    accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  },
});

/** Every object of the bucket into <day>/media/ (written beside, then renamed: no half files). */
async function backup() {
  const day = new Date().toISOString().slice(0, 10);
  const target = join(BACKUPS, day, 'media');
  mkdirSync(target, { recursive: true });
  let count = 0;
  let bytes = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const { Key } of page.Contents ?? []) {
      if (!Key || Key.split('/').includes('..')) continue;
      const file = join(target, Key);
      mkdirSync(dirname(file), { recursive: true });
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key }));
      if (!(object.Body instanceof Readable)) throw new Error(`${Key}: no body in the answer`);
      await pipeline(object.Body, createWriteStream(`${file}.part`));
      renameSync(`${file}.part`, file);
      count++;
      bytes += statSync(file).size;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  console.log(
    `[backup-media] ${count} files (${bytes} bytes) of ${bucket} written to ${day}/media`,
  );
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && !entry.name.endsWith('.part')) yield path;
  }
}

/** Every file of `dir` back into the bucket (created if missing), under its relative path. */
async function restore(dir: string | undefined) {
  if (!dir || !existsSync(dir))
    throw new Error(`restore needs a backup's media folder (got '${dir ?? ''}')`);
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  let count = 0;
  for (const file of files(dir)) {
    const key = relative(dir, file).split('\\').join('/');
    const type =
      CONTENT_TYPES[key.slice(key.lastIndexOf('.')).toLowerCase()] ?? 'application/octet-stream';
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: statSync(file).size,
        ContentType: type,
      }),
    );
    count++;
  }
  console.log(`[backup-media] ${count} files restored into ${bucket}`);
}

async function schedule() {
  const [hours = 2, minutes = 30] = (process.env.BACKUP_AT || '02:30').split(':').map(Number);
  console.log(
    `[backup-media] every day at ${process.env.BACKUP_AT || '02:30'} UTC into ${BACKUPS}`,
  );
  for (;;) {
    const next = new Date();
    next.setUTCHours(hours, minutes, 0, 0);
    if (next.getTime() <= Date.now()) next.setUTCDate(next.getUTCDate() + 1);
    await new Promise((resolve) => setTimeout(resolve, next.getTime() - Date.now()));
    await backup().catch((error) => console.error(`[backup-media] FAILED: ${error.message}`));
  }
}

const [mode, dir] = process.argv.slice(2);
const actions: Record<string, () => Promise<void>> = {
  now: backup,
  schedule,
  restore: () => restore(dir),
};
const action = mode ? actions[mode] : undefined;
if (!action) {
  console.error('usage: media-backup.mts now | schedule | restore <dir>');
  process.exit(2);
}
// SIGTERM (docker stop) ends the wait at once.
process.on('SIGTERM', () => process.exit(0));
await action();
