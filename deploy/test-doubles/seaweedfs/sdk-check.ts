// Checks the SeaweedFS stand-in (chrislusf/seaweedfs:<tag>, built by ../build.sh) with the AWS SDK
// the CMS uses (@aws-sdk/client-s3 and lib-storage from apps/cms), against a container of its own
// on a 127.0.0.1 port, started the way docker-compose.yml starts the `s3` service:
//   node deploy/test-doubles/seaweedfs/sdk-check.ts [image]
// Prints one line per check and ends with "N passed, N failed"; removes its container.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type * as S3 from '@aws-sdk/client-s3';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fromCms = createRequire(path.join(ROOT, 'apps/cms/package.json'));
const fromProvider = createRequire(fromCms.resolve('@strapi/provider-upload-aws-s3'));
const s3sdk: typeof S3 = fromCms('@aws-sdk/client-s3');
// What is used of lib-storage and the presigner: the provider's own copies, whose types are not
// reachable from here.
const {
  Upload,
}: {
  Upload: new (options: {
    client: S3.S3Client;
    params: S3.PutObjectCommandInput;
  }) => { done(): Promise<{ ETag?: string }> };
} = fromProvider('@aws-sdk/lib-storage');
const {
  getSignedUrl,
}: {
  getSignedUrl: (
    client: S3.S3Client,
    command: S3.GetObjectCommand,
    options: { expiresIn: number },
  ) => Promise<string>;
} = fromProvider('@aws-sdk/s3-request-presigner');
const {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} = s3sdk;

const IMAGE = process.argv[2] ?? 'chrislusf/seaweedfs:4.19';
const BUCKET = 'brilla-media';
const KEYS = {
  admin: { accessKeyId: 'AKSTANDINADMIN0000001', secretAccessKey: 'admin-secret/with+chars=' },
  reader: { accessKeyId: 'AKSTANDINREADER000001', secretAccessKey: 'reader-secret' },
};
const docker = (args: string[], timeout = 60_000) =>
  execFileSync('docker', args, { encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'] });

const dir = mkdtempSync(path.join(os.tmpdir(), 'seaweedfs-check-'));
writeFileSync(
  path.join(dir, 's3.json'),
  JSON.stringify({
    identities: [
      {
        name: 'brilla',
        credentials: [{ accessKey: KEYS.admin.accessKeyId, secretKey: KEYS.admin.secretAccessKey }],
        actions: ['Admin', 'Read', 'List', 'Tagging', 'Write'],
      },
      {
        name: 'reader',
        credentials: [
          { accessKey: KEYS.reader.accessKeyId, secretKey: KEYS.reader.secretAccessKey },
        ],
        actions: [`Read:${BUCKET}`, `List:${BUCKET}`],
      },
      { name: 'anonymous', actions: [`Read:${BUCKET}`] },
    ],
  }),
);
/** A free port on 127.0.0.1 (kept across the container's restart). */
const port = await new Promise<number>((resolve, reject) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const address = server.address();
    const free = typeof address === 'object' && address ? address.port : 0;
    server.close(() => resolve(free));
  });
  server.on('error', reject);
});
const name = `seaweedfs-check-${process.pid}`;
docker([
  'run',
  '-d',
  '--name',
  name,
  '-p',
  `127.0.0.1:${port}:8333`,
  '-v',
  `${dir}:/run/brilla:ro`,
  IMAGE,
  'server',
  '-dir=/data',
  '-s3',
  '-s3.port=8333',
  '-s3.config=/run/brilla/s3.json',
]);

let passed = 0;
let failed = 0;
async function check(what: string, fn: () => unknown) {
  try {
    await fn();
    passed++;
    console.log(`ok   ${what}`);
  } catch (error) {
    failed++;
    console.log(
      `FAIL ${what}: ${error instanceof Error ? `${error.name} ${error.message}` : String(error)}`,
    );
  }
}
function expect(condition: unknown, message: string | null) {
  if (!condition) throw new Error(message ?? 'failed');
}
async function refused(promise: Promise<unknown>, status: number, code?: string) {
  try {
    await promise;
  } catch (caught) {
    // The SDK's service errors.
    const error = caught as {
      $metadata?: { httpStatusCode?: number };
      name?: string;
      Code?: string;
    };
    const got = error.$metadata?.httpStatusCode;
    expect(got === status, `expected ${status}, got ${got} ${error.name}`);
    if (code)
      expect(error.name === code || error.Code === code, `expected ${code}, got ${error.name}`);
    return;
  }
  throw new Error(`expected ${status}${code ? ` ${code}` : ''}, the request succeeded`);
}

async function waitHealthy() {
  for (let i = 0; i < 60; i++) {
    try {
      docker(
        ['exec', name, 'wget', '-q', '-O', '/dev/null', 'http://127.0.0.1:8333/status'],
        5_000,
      );
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`not healthy: ${docker(['logs', name])}`);
}

try {
  await waitHealthy();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
    new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  const admin = client(KEYS.admin);
  const sent: string[] = [];
  const bytes = async (body: { transformToByteArray(): Promise<Uint8Array> } | undefined) =>
    Buffer.from((await body?.transformToByteArray()) ?? []);
  admin.middlewareStack.add(
    (next) => async (args) => {
      // The finalized request: an HTTP request with its headers.
      const h = (args.request as { headers: Record<string, string | undefined> }).headers;
      sent.push(
        `${h['x-amz-content-sha256']} ${h['content-encoding'] ?? ''} ${h['x-amz-trailer'] ?? ''}`.trim(),
      );
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'recordHeaders' },
  );
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    'hex',
  );
  const key = 'uploads/ñandú photo (1)+x.png';

  await check('GET /status answers 200 (the healthcheck, wget inside the container)', () => {});
  await check('HeadBucket of a missing bucket: 404', () =>
    refused(admin.send(new HeadBucketCommand({ Bucket: BUCKET })), 404),
  );
  await check('CreateBucket, then HeadBucket: 200', async () => {
    await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
    await admin.send(new HeadBucketCommand({ Bucket: BUCKET }));
  });
  await check('CreateBucket again: 409 BucketAlreadyExists', () =>
    refused(admin.send(new CreateBucketCommand({ Bucket: BUCKET })), 409, 'BucketAlreadyExists'),
  );
  await check('PutObject of a Buffer (the SDK’s default CRC32 checksum header)', async () => {
    sent.length = 0;
    const out = await admin.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: png, ContentType: 'image/png' }),
    );
    expect(out.ETag?.startsWith('"'), `ETag ${out.ETag}`);
    console.log(`       sent: x-amz-content-sha256 ${sent.join('; ')}`);
  });
  await check(
    'PutObject of a stream (aws-chunked, STREAMING-UNSIGNED-PAYLOAD-TRAILER)',
    async () => {
      sent.length = 0;
      const body = Buffer.alloc(200_000, 'b');
      await admin.send(
        new PutObjectCommand({
          Bucket: BUCKET,
          Key: 'stream.bin',
          Body: Readable.from([body.subarray(0, 70_000), body.subarray(70_000)]),
          ContentLength: body.length,
          ContentType: 'application/x-test',
        }),
      );
      expect(
        sent.some((s) => s.startsWith('STREAMING-UNSIGNED-PAYLOAD-TRAILER')),
        sent.join('; '),
      );
      const got = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'stream.bin' }));
      expect((await bytes(got.Body)).equals(body), 'body differs');
      console.log(`       sent: x-amz-content-sha256 ${sent.join('; ')}`);
    },
  );
  await check('Upload (lib-storage, as Strapi’s provider) of 11 MB: multipart', async () => {
    const body = Buffer.alloc(11 * 1024 * 1024, 'm');
    const out = await new Upload({
      client: admin,
      params: { Bucket: BUCKET, Key: 'big/video.mp4', Body: body, ContentType: 'video/mp4' },
    }).done();
    expect(/-3"$/.test(out.ETag ?? ''), `multipart ETag ${out.ETag}`);
    const head = await admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'big/video.mp4' }));
    expect(
      head.ContentLength === body.length && head.ContentType === 'video/mp4',
      JSON.stringify(head),
    );
  });
  await check('GetObject: the same bytes and Content-Type', async () => {
    const got = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(got.ContentType === 'image/png', `Content-Type ${got.ContentType}`);
    expect((await bytes(got.Body)).equals(png), 'body differs');
  });
  await check('GetObject with a Range: 206 and the bytes asked', async () => {
    const got = await admin.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: 'bytes=1-3' }),
    );
    expect((await bytes(got.Body)).toString() === 'PNG', 'range differs');
  });
  const objectUrl = `${endpoint}/${BUCKET}/${key.split('/').map(encodeURIComponent).join('/')}`;
  await check(
    'anonymous GET of an object in the Read:<bucket> bucket: 200, Content-Type kept',
    async () => {
      const reply = await fetch(objectUrl);
      expect(reply.status === 200, `status ${reply.status}`);
      expect(reply.headers.get('content-type') === 'image/png', reply.headers.get('content-type'));
      expect(Buffer.from(await reply.arrayBuffer()).equals(png), 'body differs');
      expect((await fetch(objectUrl, { method: 'HEAD' })).status === 200, 'HEAD');
    },
  );
  await check('anonymous list, PUT and DELETE: 403', async () => {
    expect((await fetch(`${endpoint}/${BUCKET}?list-type=2`)).status === 403, 'list');
    expect((await fetch(objectUrl, { method: 'PUT', body: 'x' })).status === 403, 'put');
    expect((await fetch(objectUrl, { method: 'DELETE' })).status === 403, 'delete');
  });
  await check('anonymous GET in a bucket anonymous may not read: 403', async () => {
    await admin.send(new CreateBucketCommand({ Bucket: 'private-stuff' }));
    await admin.send(
      new PutObjectCommand({ Bucket: 'private-stuff', Key: 'a.txt', Body: 'secret' }),
    );
    expect((await fetch(`${endpoint}/private-stuff/a.txt`)).status === 403, 'private object');
  });
  await check('a wrong secret key: PutObject 403 SignatureDoesNotMatch', () =>
    refused(
      client({ ...KEYS.admin, secretAccessKey: 'wrong' }).send(
        new PutObjectCommand({ Bucket: BUCKET, Key: 'x.txt', Body: 'x' }),
      ),
      403,
      'SignatureDoesNotMatch',
    ),
  );
  await check('an unknown access key: 403 InvalidAccessKeyId', () =>
    refused(
      client({ accessKeyId: 'AKNOBODY', secretAccessKey: 'x' }).send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: key }),
      ),
      403,
    ),
  );
  await check(
    'a key of an identity without Write: PutObject 403 AccessDenied, GetObject 200',
    async () => {
      const reader = client(KEYS.reader);
      await refused(
        reader.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'x.txt', Body: 'x' })),
        403,
        'AccessDenied',
      );
      await reader.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    },
  );
  await check('a presigned GET URL works; tampered, it is 403', async () => {
    const url = await getSignedUrl(
      admin,
      new GetObjectCommand({ Bucket: 'private-stuff', Key: 'a.txt' }),
      {
        expiresIn: 60,
      },
    );
    const reply = await fetch(url);
    expect(reply.status === 200 && (await reply.text()) === 'secret', `status ${reply.status}`);
    expect((await fetch(url.replace('a.txt', 'b.txt'))).status === 403, 'tampered');
  });
  await check('ListObjectsV2: pages of 2 (continuation tokens), Prefix and Delimiter', async () => {
    const keys: (string | undefined)[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await admin.send(
        new ListObjectsV2Command({ Bucket: BUCKET, MaxKeys: 2, ContinuationToken: token }),
      );
      pages++;
      keys.push(...(page.Contents ?? []).map((c) => c.Key));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && pages < 10);
    const all = ['big/video.mp4', 'stream.bin', key].sort();
    expect(JSON.stringify(keys) === JSON.stringify(all), `keys ${JSON.stringify(keys)}`);
    const top = await admin.send(new ListObjectsV2Command({ Bucket: BUCKET, Delimiter: '/' }));
    const prefixes = (top.CommonPrefixes ?? []).map((p) => p.Prefix).join(',');
    expect(prefixes === 'big/,uploads/' && top.Contents?.length === 1, `prefixes ${prefixes}`);
    const under = await admin.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }),
    );
    expect(under.KeyCount === 1 && under.Contents?.[0]?.Key === key, 'prefix');
  });
  await check('the data survives a container restart (under /data)', async () => {
    docker(['restart', '--time', '10', name]);
    await waitHealthy();
    const got = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect((await bytes(got.Body)).equals(png), 'body differs');
  });
  await check('DeleteObject, then GetObject: 404 NoSuchKey', async () => {
    await admin.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'stream.bin' }));
    await refused(
      admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'stream.bin' })),
      404,
      'NoSuchKey',
    );
  });
  await check('docker stop: exits 0 within a few seconds', () => {
    const started = Date.now();
    docker(['stop', '--time', '10', name]);
    const code = docker(['inspect', '-f', '{{.State.ExitCode}}', name]).trim();
    expect(
      code === '0' && Date.now() - started < 8_000,
      `exit ${code} after ${Date.now() - started} ms`,
    );
  });
} finally {
  try {
    docker(['rm', '-f', '-v', name]);
  } catch {}
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
