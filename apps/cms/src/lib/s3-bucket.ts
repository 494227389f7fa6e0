import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Uploads } from './s3-uploads';

type Log = { info: (message: string) => void; warn: (message: string) => void };

/** Another replica (or an earlier start) made it between our HeadBucket and CreateBucket. */
const ALREADY_THERE = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);

export type BucketCheck = 'exists' | 'created' | 'unverified';

type S3Timeouts = { connectionTimeout: number; requestTimeout: number };
/** How long the start waits for the store to take the connection, and for each answer (ms). */
const S3_TIMEOUTS: S3Timeouts = { connectionTimeout: 5_000, requestTimeout: 10_000 };

type S3Failure = {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
};

function statusOf(error: unknown): number | undefined {
  // Stryker disable next-line OptionalChaining: the S3 client rejects only with its errors, never null, and each carries $metadata (its retry step sets it).
  return (error as S3Failure | null)?.$metadata?.httpStatusCode;
}

function describe(error: unknown): string {
  const failure = (error ?? {}) as S3Failure;
  const status = statusOf(error);
  // Stryker disable next-line StringLiteral: the S3 client's errors always have a name.
  const name = failure.code ?? failure.name ?? 'Error';
  const message = failure.message && failure.message !== name ? `: ${failure.message}` : '';
  return `${status === undefined ? '' : `HTTP ${status}, `}${name}${message}`;
}

/**
 * The uploads' bucket checked on start (HeadBucket) and created when missing (CreateBucket), so
 * a fresh store needs no manual step. Replicas starting together may race to create it: the
 * loser's BucketAlreadyOwnedByYou / BucketAlreadyExists is fine once HeadBucket finds it. A
 * 403 on HeadBucket means the bucket exists but this key may not read its metadata: a warning,
 * and the start goes on. Anything else (store unreachable, creation refused) rejects, naming
 * the bucket, the endpoint and what to do: the CMS does not start without its bucket.
 */
export async function ensureBucket(
  s3: S3Uploads,
  log: Log,
  timeouts: S3Timeouts = S3_TIMEOUTS,
): Promise<BucketCheck> {
  const where = `S3 bucket '${s3.bucket}' at ${s3.endpoint}`;
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Without throwOnRequestTimeout the SDK only logs a warning past requestTimeout and waits on:
    // a store that takes the connection but never answers would hold the start for ever.
    requestHandler: { ...timeouts, throwOnRequestTimeout: true },
  });
  const head = async (): Promise<'found' | 'missing' | 'forbidden'> => {
    try {
      await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
      return 'found';
    } catch (error) {
      const status = statusOf(error);
      // Stryker disable next-line StringLiteral: the callers test only for 'found' and 'forbidden'; any other answer is a missing bucket.
      if (status === 404) return 'missing';
      if (status === 403) return 'forbidden';
      throw new Error(
        status === undefined
          ? `Cannot reach the uploads' ${where} (${describe(error)}); start the S3 store or fix S3_ENDPOINT. The CMS does not start without its bucket.`
          : `Cannot check the uploads' ${where} (${describe(error)}); check S3_ENDPOINT, S3_REGION and the S3 keys. The CMS does not start without its bucket.`,
      );
    }
  };
  try {
    const found = await head();
    if (found === 'found') return 'exists';
    if (found === 'forbidden') {
      log.warn(
        `The uploads' ${where} exists but S3_ACCESS_KEY_ID may not read its metadata (HeadBucket answered 403); starting anyway: uploads fail unless that key may write objects to it.`,
      );
      return 'unverified';
    }
    try {
      await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
      log.info(`Created the uploads' ${where}.`);
      return 'created';
    } catch (error) {
      // Stryker disable next-line OptionalChaining,StringLiteral: the S3 client rejects only with its errors, never null, and each has a name.
      const name = (error as S3Failure | null)?.name ?? '';
      const again = ALREADY_THERE.has(name) ? await head() : null;
      if (again === 'found') return 'exists';
      if (again === 'forbidden') {
        throw new Error(
          `The uploads' ${where} belongs to another account (${name}, and HeadBucket answered 403); choose another S3_BUCKET. The CMS does not start without its bucket.`,
        );
      }
      throw new Error(
        `The uploads' ${where} does not exist and could not be created (${describe(error)}); create it in the store, or give S3_ACCESS_KEY_ID the right to (s3:CreateBucket). The CMS does not start without its bucket.`,
      );
    }
  } finally {
    client.destroy();
  }
}
