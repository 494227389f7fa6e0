import { EnvError, envBool, envOptional, envUrl } from '../env';

/**
 * Uploads go to an S3 bucket when the S3_* variables are set (several CMS replicas on several
 * hosts then see the same files), to local disk (public/uploads) when none is
 * (docs/decisions/015-cms-shared-uploads-on-s3.md).
 */
const REQUIRED = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const OPTIONAL = ['S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE', 'S3_ACL'] as const;

/** S3's canned ACLs; unset, no ACL is sent and the bucket's policy decides who reads. */
const CANNED_ACLS = [
  'private',
  'public-read',
  'public-read-write',
  'authenticated-read',
  'aws-exec-read',
  'bucket-owner-read',
  'bucket-owner-full-control',
];
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const AWS_HOST = /\.amazonaws\.com(\.cn)?$/i;

export type S3Uploads = {
  bucket: string;
  /** The S3 API's address, without a trailing slash. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  acl: string | undefined;
  /** Where browsers read the files: `<publicUrl>/<key>`, without a trailing slash. */
  publicUrl: string;
};

const withoutTrailingSlash = (url: URL): string =>
  `${url.origin}${url.pathname}`.replace(/\/+$/, '');

function listed(names: readonly string[]): string {
  return names.length === 1
    ? // Stryker disable next-line StringLiteral: a list of one always has a first name.
      (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The S3 settings, or null when no S3_* variable is set (uploads stay on local disk). */
export function s3Uploads(): S3Uploads | null {
  const set = [...REQUIRED, ...OPTIONAL].filter((name) => envOptional(name) !== undefined);
  if (set.length === 0) return null;
  const missing = REQUIRED.filter((name) => envOptional(name) === undefined);
  if (missing.length > 0) {
    const many = missing.length > 1;
    throw new EnvError(
      `${listed(set)} ${set.length > 1 ? 'are' : 'is'} set but ${listed(missing)} ${many ? 'are' : 'is'} not: uploads go to S3 only with all of S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. Set ${many ? 'them' : 'it'}, or unset every S3_ variable to keep uploads on local disk.`,
    );
  }
  const bucket = envOptional('S3_BUCKET') as string;
  if (!BUCKET_NAME.test(bucket)) {
    throw new EnvError(
      `S3_BUCKET is not a bucket name (got '${bucket}'); use 3 to 63 lowercase letters, digits, dots and hyphens, e.g. brilla-media.`,
    );
  }
  const endpoint = envUrl('S3_ENDPOINT', ['http:', 'https:']) as URL;
  const acl = envOptional('S3_ACL');
  if (acl !== undefined && !CANNED_ACLS.includes(acl)) {
    throw new EnvError(
      `S3_ACL must be one of ${CANNED_ACLS.join(', ')} (got '${acl}'); unset it to send none (the bucket's policy decides).`,
    );
  }
  // MinIO and most S3-compatible servers want /bucket/key; AWS prefers bucket.host/key.
  const forcePathStyle = envBool('S3_FORCE_PATH_STYLE', !AWS_HOST.test(endpoint.hostname));
  const publicUrl = envUrl('S3_PUBLIC_URL', ['http:', 'https:']);
  const api = withoutTrailingSlash(endpoint);
  return {
    bucket,
    endpoint: api,
    region: envOptional('S3_REGION') as string,
    accessKeyId: envOptional('S3_ACCESS_KEY_ID') as string,
    secretAccessKey: envOptional('S3_SECRET_ACCESS_KEY') as string,
    forcePathStyle,
    acl,
    publicUrl: publicUrl
      ? withoutTrailingSlash(publicUrl)
      : forcePathStyle
        ? `${api}/${bucket}`
        : `${endpoint.protocol}//${bucket}.${endpoint.host}${api.slice(endpoint.origin.length)}`,
  };
}

/** The upload plugin's provider settings: @strapi/provider-upload-aws-s3 with these settings. */
export function s3ProviderConfig(s3: S3Uploads) {
  return {
    provider: 'aws-s3',
    providerOptions: {
      // Every file's URL is <publicUrl>/<key>, whatever address the S3 API answers with.
      baseUrl: s3.publicUrl,
      s3Options: {
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        // ACL present but undefined: the provider sends none (it would default to public-read,
        // which buckets without ACLs, the AWS default since 2023, refuse).
        params: { Bucket: s3.bucket, ACL: s3.acl },
      },
    },
  };
}
