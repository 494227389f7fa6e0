// A small S3 server honouring what the project uses of SeaweedFS's S3 gateway (README.md):
// identities from -s3.config (an access key must belong to an identity allowed the action; the
// `anonymous` identity's `Read:<bucket>` lets anyone GET that bucket's objects), path-style
// buckets and objects kept under -dir, HeadBucket, CreateBucket, PutObject (plain or aws-chunked
// bodies), GetObject, HeadObject, DeleteObject, ListObjectsV2, GET /status. Signatures are not
// verified (a test double: the key's identity and action are).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative } from 'node:path';

const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`-${name}=`));
  return arg ? arg.slice(name.length + 2) : fallback;
};
const DATA = join(option('dir', '/data'), 'buckets');
const PORT = Number(option('s3.port', '8333'));
const identities = JSON.parse(
  readFileSync(option('s3.config', '/etc/seaweedfs/s3.json'), 'utf8'),
).identities;
mkdirSync(DATA, { recursive: true });

/** Whether the identity of `key` (or anonymous, without one) may do `action` on `bucket`. */
function allowed(key, action, bucket) {
  const identity = key
    ? identities.find((i) => (i.credentials ?? []).some((c) => c.accessKey === key))
    : identities.find((i) => i.name === 'anonymous');
  const actions = identity?.actions ?? [];
  return (
    actions.includes('Admin') || actions.includes(action) || actions.includes(`${action}:${bucket}`)
  );
}

const xml = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};
const error = (res, status, code) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
const escapeXml = (s) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The body without aws-chunked framing (`<hex size>[;chunk-signature=…]\r\n<data>\r\n…0…\r\n<trailers>`). */
function decodeChunked(buffer) {
  const parts = [];
  let at = 0;
  for (;;) {
    const eol = buffer.indexOf('\r\n', at);
    if (eol === -1) break;
    const size = Number.parseInt(buffer.subarray(at, eol).toString().split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(buffer.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (!entry.name.endsWith('.meta.json')) yield path;
  }
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://s3');
    if (url.pathname === '/status' || url.pathname === '/healthz') {
      res.writeHead(200);
      return res.end();
    }
    const [, bucket = '', ...rest] = decodeURIComponent(url.pathname).split('/');
    const key = rest.join('/');
    const credential =
      /Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1] ??
      url.searchParams.get('X-Amz-Credential')?.split('/')[0];
    const bucketDir = join(DATA, bucket);
    const file = join(bucketDir, key);
    if (!bucket || bucket.includes('..') || key.split('/').includes('..'))
      return error(res, 400, 'InvalidRequest');
    const need = {
      GET: key ? 'Read' : 'List',
      HEAD: 'Read',
      PUT: 'Write',
      DELETE: 'Write',
      POST: 'Write',
    }[req.method ?? ''];
    if (!need || !allowed(credential, need, bucket)) return error(res, 403, 'AccessDenied');

    if (!key) {
      if (req.method === 'PUT') {
        if (existsSync(bucketDir)) return error(res, 409, 'BucketAlreadyOwnedByYou');
        mkdirSync(bucketDir, { recursive: true });
        res.writeHead(200, { location: `/${bucket}` });
        return res.end();
      }
      if (!existsSync(bucketDir)) return error(res, 404, 'NoSuchBucket');
      if (req.method === 'HEAD') {
        res.writeHead(200);
        return res.end();
      }
      if (req.method === 'GET') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const items = [...walk(bucketDir)]
          .map((path) => ({ key: relative(bucketDir, path), stat: statSync(path) }))
          .filter(({ key: k }) => k.startsWith(prefix))
          .map(
            ({ key: k, stat }) =>
              `<Contents><Key>${escapeXml(k)}</Key><Size>${stat.size}</Size><LastModified>${stat.mtime.toISOString()}</LastModified></Contents>`,
          );
        return xml(
          res,
          200,
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${items.length}</KeyCount><IsTruncated>false</IsTruncated>${items.join('')}</ListBucketResult>`,
        );
      }
      return error(res, 405, 'MethodNotAllowed');
    }

    if (!existsSync(bucketDir)) return error(res, 404, 'NoSuchBucket');
    if (req.method === 'PUT') {
      const raw = Buffer.concat(chunks);
      const chunked =
        /aws-chunked/.test(req.headers['content-encoding'] ?? '') ||
        /^STREAMING-/.test(String(req.headers['x-amz-content-sha256'] ?? ''));
      const body = chunked ? decodeChunked(raw) : raw;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const type = req.headers['content-type'] ?? 'application/octet-stream';
      writeFileSync(`${file}.meta.json`, JSON.stringify({ type, etag }));
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === 'DELETE') {
      rmSync(file, { force: true });
      rmSync(`${file}.meta.json`, { force: true });
      res.writeHead(204);
      return res.end();
    }
    if (!existsSync(file) || statSync(file).isDirectory()) return error(res, 404, 'NoSuchKey');
    const meta = JSON.parse(readFileSync(`${file}.meta.json`, 'utf8'));
    const body = readFileSync(file);
    res.writeHead(200, {
      'content-type': meta.type,
      'content-length': body.length,
      etag: meta.etag,
      'last-modified': statSync(file).mtime.toUTCString(),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}).listen(PORT, '0.0.0.0', () => console.log(`seaweedfs stand-in: S3 on ${PORT}, data in ${DATA}`));
