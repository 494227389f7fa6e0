import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type FakeS3 = {
  /** the S3 API's address (path-style: `<endpoint>/<bucket>/<key>`) */
  endpoint: string;
  bucket: string;
  /** the S3_* variables of a CMS that stores its uploads here */
  env: Record<string, string>;
  /**
   * every key in the bucket, read through the S3 API
   *   (ListObjectsV2)
   */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
};

/** s3rver's fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-compatible server (s3rver, from npm) on a free 127.0.0.1 port with one empty bucket,
 * its objects in a temp dir removed on close. Anonymous reads are allowed, as for a bucket whose
 * policy lets the public download.
 */
export async function startFakeS3(bucket: string = 'brilla-media'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'brilla-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    // Path style only (/<bucket>/<key>), as MinIO: whatever the Host header, e.g. a proxy's.
    vhostBuckets: false,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      ...CREDENTIALS,
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    async keys() {
      const response = await fetch(`${endpoint}/${bucket}?list-type=2`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`listing ${bucket}: ${response.status}`);
      const xml = await response.text();
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => String(match[1])).sort();
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
