import type { Core } from '@strapi/strapi';
import { s3Uploads } from '../lib/s3-uploads';

/** With uploads on S3: the bucket exists before anything (the seed) uploads to it. */
export async function ensureUploadBucket(strapi: Core.Strapi): Promise<void> {
  const s3 = s3Uploads();
  if (!s3) return;
  // The S3 client is loaded only when uploads go to S3.
  const { ensureBucket } = await import('../lib/s3-bucket');
  await ensureBucket(s3, strapi.log);
}
