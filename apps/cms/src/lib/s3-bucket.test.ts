import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@brilla/testkit';
import { type FakeS3, startFakeS3 } from '@brilla/testkit/s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBucket } from './s3-bucket';
import type { S3Uploads } from './s3-uploads';

function settings(endpoint: string, bucket: string): S3Uploads {
  return {
    bucket,
    endpoint,
    region: 'us-east-1',
    // s3rver's fixed keys (it checks every request's signature).
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    acl: undefined,
    publicUrl: `${endpoint}/${bucket}`,
  };
}

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (line: string) => lines.push(`info: ${line}`),
      warn: (line: string) => lines.push(`warn: ${line}`),
    },
  };
}

const exists = (s3: FakeS3, bucket: string) =>
  fetch(`${s3.endpoint}/${bucket}`, { method: 'HEAD' }).then((response) => response.status);

/** An S3 API that answers from a script: `answers` maps "METHOD /path" to each call's reply. */
async function scriptedS3(
  answers: Record<string, Array<{ status: number; code?: string; message?: string }>>,
) {
  const calls: string[] = [];
  let open = 0;
  const server = http.createServer((request, response) => {
    // The SDK addresses the bucket as /<bucket>/ (path style).
    const key = `${request.method} ${request.url?.split('?')[0]?.replace(/\/$/, '')}`;
    calls.push(key);
    const reply = answers[key]?.shift() ?? { status: 500, code: `InternalError: ${key}` };
    request.resume();
    request.on('end', () => {
      response.statusCode = reply.status;
      if (request.method === 'HEAD' || !reply.code) {
        // With its length given, the answer leaves the connection open (keep-alive), as S3's do.
        response.setHeader('content-length', '0');
        response.end();
        return;
      }
      response.setHeader('content-type', 'application/xml');
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${reply.code}</Code><Message>${reply.message ?? `${reply.code} from the script`}</Message></Error>`,
      );
    });
  });
  server.on('connection', (socket) => {
    open += 1;
    socket.once('close', () => {
      open -= 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    /** Connections the client has not closed. */
    open: () => open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the uploads bucket on start', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('brilla-media');
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('creates a missing bucket, then finds it on the next start', async () => {
    const { lines, log } = recorder();
    expect(await exists(s3, 'brilla-fresh')).toBe(404);
    expect(await ensureBucket(settings(s3.endpoint, 'brilla-fresh'), log)).toBe('created');
    expect(await exists(s3, 'brilla-fresh')).toBe(200);
    expect(lines).toEqual([
      `info: Created the uploads' S3 bucket 'brilla-fresh' at ${s3.endpoint}.`,
    ]);
    expect(await ensureBucket(settings(s3.endpoint, 'brilla-fresh'), log)).toBe('exists');
    expect(await ensureBucket(settings(s3.endpoint, 'brilla-media'), log)).toBe('exists');
    expect(lines).toHaveLength(1);
  });

  it('lets several replicas starting together all start on one new bucket', async () => {
    const { log } = recorder();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => ensureBucket(settings(s3.endpoint, 'brilla-race'), log)),
    );
    expect(results.every((result) => result === 'created' || result === 'exists')).toBe(true);
    expect(await exists(s3, 'brilla-race')).toBe(200);
  });

  it('takes BucketAlreadyOwnedByYou or BucketAlreadyExists from a replica that won the race', async () => {
    for (const code of ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']) {
      const store = await scriptedS3({
        'HEAD /brilla-media': [{ status: 404 }, { status: 200 }],
        'PUT /brilla-media': [{ status: 409, code }],
      });
      try {
        const { lines, log } = recorder();
        expect(await ensureBucket(settings(store.endpoint, 'brilla-media'), log)).toBe('exists');
        expect(store.calls).toEqual([
          'HEAD /brilla-media',
          'PUT /brilla-media',
          'HEAD /brilla-media',
        ]);
        expect(lines).toEqual([]);
      } finally {
        await store.close();
      }
    }
  });

  it('finds an existing bucket with one check, creating nothing', async () => {
    const store = await scriptedS3({ 'HEAD /brilla-media': [{ status: 200 }] });
    try {
      const { lines, log } = recorder();
      expect(await ensureBucket(settings(store.endpoint, 'brilla-media'), log)).toBe('exists');
      expect(store.calls).toEqual(['HEAD /brilla-media']);
      expect(lines).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('stops the start, saying what to do, when the bucket cannot be created', async () => {
    const store = await scriptedS3({
      'HEAD /brilla-media': [{ status: 404 }],
      'PUT /brilla-media': [{ status: 403, code: 'AccessDenied' }],
    });
    try {
      await expect(
        ensureBucket(settings(store.endpoint, 'brilla-media'), recorder().log),
      ).rejects.toThrow(
        `The uploads' S3 bucket 'brilla-media' at ${store.endpoint} does not exist and could not be created (HTTP 403, AccessDenied: AccessDenied from the script); create it in the store, or give S3_ACCESS_KEY_ID the right to (s3:CreateBucket). The CMS does not start without its bucket.`,
      );
    } finally {
      await store.close();
    }
  });

  it('names only the error when its message says no more than its name', async () => {
    const store = await scriptedS3({
      'HEAD /brilla-media': [{ status: 404 }],
      'PUT /brilla-media': [{ status: 403, code: 'AccessDenied', message: 'AccessDenied' }],
    });
    try {
      await expect(
        ensureBucket(settings(store.endpoint, 'brilla-media'), recorder().log),
      ).rejects.toThrow(
        `The uploads' S3 bucket 'brilla-media' at ${store.endpoint} does not exist and could not be created (HTTP 403, AccessDenied); create it`,
      );
    } finally {
      await store.close();
    }
  });

  it('closes its connections to the store once the bucket is checked', async () => {
    const store = await scriptedS3({ 'HEAD /brilla-media': [{ status: 200 }] });
    try {
      expect(await ensureBucket(settings(store.endpoint, 'brilla-media'), recorder().log)).toBe(
        'exists',
      );
      await vi.waitFor(() => expect(store.open()).toBe(0), { timeout: 2_000 });
    } finally {
      await store.close();
    }
  });

  it('stops the start when the store cannot be reached, naming S3_ENDPOINT', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    await expect(ensureBucket(settings(endpoint, 'brilla-media'), recorder().log)).rejects.toThrow(
      new RegExp(
        `^Cannot reach the uploads' S3 bucket 'brilla-media' at ${endpoint} \\(ECONNREFUSED: connect ECONNREFUSED [0-9.:]+\\); start the S3 store or fix S3_ENDPOINT\\. The CMS does not start without its bucket\\.$`,
      ),
    );
  });

  it('stops the start when the store takes the connection but never answers', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      await expect(
        ensureBucket(settings(endpoint, 'brilla-media'), recorder().log, {
          connectionTimeout: 200,
          requestTimeout: 300,
        }),
      ).rejects.toThrow(
        new RegExp(
          `^Cannot reach the uploads' S3 bucket 'brilla-media' at ${endpoint} \\(ETIMEDOUT: .*the configured 300 ms requestTimeout\\.\\); start the S3 store or fix S3_ENDPOINT\\.`,
        ),
      );
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('starts with a warning when the key may write but not read the bucket’s metadata (403)', async () => {
    const store = await scriptedS3({ 'HEAD /brilla-media': [{ status: 403 }] });
    try {
      const { lines, log } = recorder();
      expect(await ensureBucket(settings(store.endpoint, 'brilla-media'), log)).toBe('unverified');
      expect(store.calls).toEqual(['HEAD /brilla-media']);
      expect(lines).toEqual([
        `warn: The uploads' S3 bucket 'brilla-media' at ${store.endpoint} exists but S3_ACCESS_KEY_ID may not read its metadata (HeadBucket answered 403); starting anyway: uploads fail unless that key may write objects to it.`,
      ]);
    } finally {
      await store.close();
    }
  });

  it('stops the start when another account owns the bucket name', async () => {
    const store = await scriptedS3({
      'HEAD /brilla-media': [{ status: 404 }, { status: 403 }],
      'PUT /brilla-media': [{ status: 409, code: 'BucketAlreadyExists' }],
    });
    try {
      await expect(
        ensureBucket(settings(store.endpoint, 'brilla-media'), recorder().log),
      ).rejects.toThrow(
        `The uploads' S3 bucket 'brilla-media' at ${store.endpoint} belongs to another account (BucketAlreadyExists, and HeadBucket answered 403); choose another S3_BUCKET. The CMS does not start without its bucket.`,
      );
    } finally {
      await store.close();
    }
  });

  it('stops the start when the store answers the check with an error, naming the settings', async () => {
    const store = await scriptedS3({ 'HEAD /brilla-media': [{ status: 400 }] });
    try {
      await expect(
        ensureBucket(settings(store.endpoint, 'brilla-media'), recorder().log),
      ).rejects.toThrow(
        `Cannot check the uploads' S3 bucket 'brilla-media' at ${store.endpoint} (HTTP 400, Unknown: UnknownError); check S3_ENDPOINT, S3_REGION and the S3 keys. The CMS does not start without its bucket.`,
      );
    } finally {
      await store.close();
    }
  });
});
