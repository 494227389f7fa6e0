// TEST DOUBLE for chrislusf/seaweedfs (README.md one folder up); never shipped.
// `weed server -dir=<dir> -s3 -s3.port=<port> -s3.config=<identities.json>` as the project uses
// it: the S3 API only, path-style, on node:http with no dependencies.
//   Identities: SeaweedFS's -s3.config format. A signed request (SigV4 in the Authorization
//     header or a presigned query, signatures checked, aws-chunked chunk signatures too) acts as
//     its key's identity; an unsigned one as the identity named `anonymous`, if any. An identity
//     may do an action when it holds `Admin`, the action itself, `<Action>:<bucket>`,
//     `Admin:<bucket>` or a `<Action>:<bucket>/<prefix>*` wildcard (SeaweedFS's canDo). With no
//     identity configured, anything goes (as SeaweedFS).
//   Operations (action needed): ListBuckets (List), CreateBucket (Admin), HeadBucket (Read),
//     DeleteBucket (Admin), ListObjects v1/v2 (List), PutObject, DeleteObject and multipart
//     uploads (Write), GetObject and HeadObject (Read, with Range and If-None-Match). Anything
//     else answers 501 NotImplemented.
//   Storage: <dir>/buckets/<bucket>/<sha256 of key>{,.json} (data, metadata), <dir>/multipart/.
//   GET /status and /healthz answer 200 (the compose healthcheck).
import { createHash, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { join } from 'node:path';
import {
  checkPayload,
  S3Error,
  type SignedRequest,
  uriDecode,
  uriEncode,
  verifyRequest,
} from './sigv4.ts';

/** An identity of SeaweedFS's -s3.config file. */
type Identity = {
  name?: string;
  disabled?: boolean;
  actions?: string[];
  credentials?: { accessKey?: string; secretKey?: string; status?: string }[];
};
/** An object's metadata, kept beside its data. */
type Meta = {
  key: string;
  size: number;
  etag: string;
  lastModified: string;
  headers: Record<string, string | string[]>;
};
type Checksums = Record<string, string>;

const MAX_BODY = 64 * 1024 * 1024;

// ---- command line (Go flag style: -name=value, -name value, -bool) ---------------------------
function parseCommandLine(argv: string[]) {
  if (argv[0] !== 'server') {
    console.error(`weed stand-in: only 'weed server -s3 …' is stood in (got '${argv.join(' ')}')`);
    process.exit(2);
  }
  const flags: Record<string, string | undefined> = {};
  for (let i = 1; i < argv.length; i++) {
    const m = /^--?([\w.]+)(?:=(.*))?$/.exec(argv[i] ?? '');
    if (!m) continue;
    const [, name = '', value] = m;
    const takesValue = ['dir', 's3.port', 's3.config', 'ip.bind'].includes(name);
    flags[name] = value ?? (takesValue ? argv[++i] : 'true');
  }
  const known = ['dir', 's3', 's3.port', 's3.config', 'ip.bind'];
  const ignored = Object.keys(flags).filter((name) => !known.includes(name));
  if (ignored.length > 0) console.log(`weed stand-in: ignoring -${ignored.join(', -')}`);
  if (flags.s3 !== 'true') {
    console.error('weed stand-in: only the S3 gateway is stood in: pass -s3');
    process.exit(2);
  }
  return {
    dir: flags.dir ?? '/data',
    port: Number(flags['s3.port'] ?? 8333),
    bind: flags['ip.bind'] || '0.0.0.0',
    config: flags['s3.config'],
  };
}

const options = parseCommandLine(process.argv.slice(2));
const BUCKETS = join(options.dir, 'buckets');
const UPLOADS = join(options.dir, 'multipart');
mkdirSync(BUCKETS, { recursive: true });
mkdirSync(UPLOADS, { recursive: true });

// ---- identities (SeaweedFS's -s3.config) -----------------------------------------------------
function loadIdentities(file: string | undefined): Identity[] {
  if (!file) return [];
  try {
    const config: { identities?: Identity[] } = JSON.parse(readFileSync(file, 'utf8'));
    const all = config.identities ?? [];
    return all.filter((identity) => !identity.disabled);
  } catch (error) {
    console.error(
      `weed stand-in: cannot load -s3.config ${file}: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
const identities = loadIdentities(options.config);
const byAccessKey = new Map<string, { identity: Identity; secret: string }>();
for (const identity of identities) {
  for (const c of identity.credentials ?? []) {
    if (c.accessKey && (c.status ?? 'Active') === 'Active')
      byAccessKey.set(c.accessKey, { identity, secret: c.secretKey ?? '' });
  }
}
const anonymous = identities.find((identity) => identity.name === 'anonymous');
const EVERYONE: Identity = { name: 'everyone', actions: ['Admin'] };

/** SeaweedFS's canDo: may `identity` do `action` on `bucket` (and `/key`)? */
function canDo(identity: Identity, action: string, bucket: string, key?: string) {
  const actions = identity.actions ?? [];
  if (actions.includes('Admin') || actions.includes(action)) return true;
  if (!bucket) return false;
  const target = `${action}:${bucket}${key ? `/${key}` : ''}`;
  const adminTarget = `Admin:${bucket}${key ? `/${key}` : ''}`;
  return actions.some((a) =>
    a.endsWith('*')
      ? target.startsWith(a.slice(0, -1)) || adminTarget.startsWith(a.slice(0, -1))
      : a === `${action}:${bucket}` || a === `Admin:${bucket}`,
  );
}

/** The identity the request acts as (signature checked), or an S3Error. */
function authenticate(
  req: IncomingMessage,
  rawPath: string,
  rawQuery: string,
): { identity: Identity; signed: SignedRequest | null } {
  if (identities.length === 0) return { identity: EVERYONE, signed: null };
  const authorization = req.headers.authorization;
  if (authorization || /(^|&)X-Amz-Algorithm=/.test(rawQuery)) {
    if (authorization && !authorization.startsWith('AWS4-HMAC-SHA256'))
      throw new S3Error(501, 'NotImplemented', 'only Signature Version 4 is stood in');
    const signed = verifyRequest(
      { method: req.method ?? 'GET', rawPath, rawQuery, headers: req.headers },
      (accessKey) => byAccessKey.get(accessKey)?.secret,
    );
    const known = byAccessKey.get(signed.accessKey);
    if (!known) throw new S3Error(403, 'InvalidAccessKeyId');
    return { identity: known.identity, signed };
  }
  if (!anonymous) throw new S3Error(403, 'AccessDenied');
  return { identity: anonymous, signed: null };
}

// ---- storage ---------------------------------------------------------------------------------
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const bucketDir = (bucket: string) => join(BUCKETS, bucket);
const objectFile = (bucket: string, key: string) =>
  join(bucketDir(bucket), createHash('sha256').update(key).digest('hex'));
const md5 = (data: string | Buffer) => createHash('md5').update(data).digest('hex');

/** Written beside, then renamed: readers never see half a file. */
function writeAtomic(file: string, data: string | Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

function readMeta(bucket: string, key: string): Meta | null {
  const file = `${objectFile(bucket, key)}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function listKeys(bucket: string): Meta[] {
  return readdirSync(bucketDir(bucket))
    .filter((name) => name.endsWith('.json'))
    .map((name): Meta => JSON.parse(readFileSync(join(bucketDir(bucket), name), 'utf8')))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The headers an object keeps from its PutObject (or CreateMultipartUpload). */
function storedHeaders(headers: IncomingHttpHeaders) {
  const kept: Meta['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (
      name.startsWith('x-amz-meta-') ||
      ['cache-control', 'content-disposition', 'content-language', 'expires'].includes(name)
    )
      kept[name] = value;
  }
  const encoding = (headers['content-encoding'] ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e && e !== 'aws-chunked')
    .join(', ');
  if (encoding) kept['content-encoding'] = encoding;
  kept['content-type'] = headers['content-type'] || 'application/octet-stream';
  return kept;
}

function saveObject(
  bucket: string,
  key: string,
  dataFile: string,
  size: number,
  etag: string,
  headers: Meta['headers'],
) {
  const file = objectFile(bucket, key);
  renameSync(dataFile, file);
  const meta: Meta = { key, size, etag, lastModified: new Date().toISOString(), headers };
  writeAtomic(`${file}.json`, JSON.stringify(meta));
  return meta;
}

// ---- answers ---------------------------------------------------------------------------------
const XML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
const escapeXml = (text: unknown) => String(text).replace(/[<>&'"]/g, (c) => XML_ESCAPES[c] ?? c);
const element = (name: string, value: unknown) => `<${name}>${escapeXml(value)}</${name}>`;

function sendXml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  error: S3Error,
  resource: string | undefined,
) {
  if (req.method === 'HEAD') {
    res.writeHead(error.status);
    return res.end();
  }
  sendXml(
    res,
    error.status,
    `<Error>${element('Code', error.code)}${element('Message', error.message)}${element('Resource', resource)}${element('RequestId', res.getHeader('x-amz-request-id'))}</Error>`,
  );
}

function empty(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}) {
  res.writeHead(status, headers);
  res.end();
}

// ---- operations ------------------------------------------------------------------------------
/** Query parameters that select no other operation (anything else: 501). */
const PLAIN_PARAMS = new Set([
  'x-id',
  'list-type',
  'prefix',
  'delimiter',
  'max-keys',
  'continuation-token',
  'start-after',
  'encoding-type',
  'fetch-owner',
  'marker',
  'uploads',
  'uploadId',
  'partNumber',
  'response-content-type',
  'response-content-disposition',
  'response-cache-control',
  'response-content-encoding',
  'response-content-language',
  'response-expires',
]);

/** [operation, action] for the request, or an S3Error (501 for what is not stood in). */
function operationOf(
  method: string,
  bucket: string,
  key: string,
  query: URLSearchParams,
  headers: IncomingHttpHeaders,
): [operation: string, action: string] {
  const other = [...query.keys()].find(
    (k) => !PLAIN_PARAMS.has(k) && !k.toLowerCase().startsWith('x-amz-'),
  );
  if (other) throw new S3Error(501, 'NotImplemented', `?${other} is not stood in`);
  if (!bucket) {
    if (method === 'GET') return ['ListBuckets', 'List'];
  } else if (!key) {
    if (method === 'HEAD') return ['HeadBucket', 'Read'];
    if (method === 'PUT') return ['CreateBucket', 'Admin'];
    if (method === 'DELETE') return ['DeleteBucket', 'Admin'];
    if (method === 'GET' && !query.has('uploads')) return ['ListObjects', 'List'];
  } else if (query.has('uploadId')) {
    if (method === 'PUT' && query.has('partNumber')) return ['UploadPart', 'Write'];
    if (method === 'POST') return ['CompleteMultipartUpload', 'Write'];
    if (method === 'DELETE') return ['AbortMultipartUpload', 'Write'];
  } else if (method === 'POST' && query.has('uploads')) {
    return ['CreateMultipartUpload', 'Write'];
  } else if (method === 'PUT' && headers['x-amz-copy-source']) {
    throw new S3Error(501, 'NotImplemented', 'CopyObject is not stood in');
  } else if (method === 'PUT') {
    return ['PutObject', 'Write'];
  } else if (method === 'GET') {
    return ['GetObject', 'Read'];
  } else if (method === 'HEAD') {
    return ['HeadObject', 'Read'];
  } else if (method === 'DELETE') {
    return ['DeleteObject', 'Write'];
  }
  throw new S3Error(501, 'NotImplemented', `${method} ${bucket ? 'on a bucket' : '/'}`);
}

function requireBucket(bucket: string) {
  if (!existsSync(bucketDir(bucket))) throw new S3Error(404, 'NoSuchBucket');
}

function listBuckets(res: ServerResponse, identity: Identity) {
  const buckets = readdirSync(BUCKETS)
    .filter((name) => canDo(identity, 'List', name))
    .map(
      (name) =>
        `<Bucket>${element('Name', name)}${element('CreationDate', statSync(bucketDir(name)).birthtime.toISOString())}</Bucket>`,
    );
  sendXml(
    res,
    200,
    `<ListAllMyBucketsResult><Owner>${element('ID', identity.name)}</Owner><Buckets>${buckets.join('')}</Buckets></ListAllMyBucketsResult>`,
  );
}

function listObjects(res: ServerResponse, bucket: string, query: URLSearchParams) {
  requireBucket(bucket);
  const v2 = query.get('list-type') === '2';
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  const maxKeys = Math.min(1000, Math.max(0, Number(query.get('max-keys') ?? 1000) || 0));
  const urlEncoded = query.get('encoding-type') === 'url';
  const token = query.get('continuation-token');
  const after = v2
    ? token
      ? Buffer.from(token, 'base64url').toString('utf8')
      : (query.get('start-after') ?? '')
    : (query.get('marker') ?? '');
  const show = (key: string | null) =>
    urlEncoded ? uriEncode(key ?? '').replace(/%2F/g, '/') : (key ?? '');

  const contents: Meta[] = [];
  const prefixes: string[] = [];
  let truncated = false;
  let last = '';
  for (const meta of listKeys(bucket)) {
    if (!meta.key.startsWith(prefix) || meta.key <= after) continue;
    const cut = delimiter ? meta.key.indexOf(delimiter, prefix.length) : -1;
    const common = cut >= 0 ? meta.key.slice(0, cut + delimiter.length) : null;
    if (common && (prefixes.at(-1) === common || common <= after)) continue;
    if (contents.length + prefixes.length >= maxKeys) {
      truncated = true;
      break;
    }
    if (common) prefixes.push(common);
    else contents.push(meta);
    last = common ?? meta.key;
  }
  const body = [
    element('Name', bucket),
    element('Prefix', show(prefix)),
    delimiter ? element('Delimiter', show(delimiter)) : '',
    element('MaxKeys', maxKeys),
    urlEncoded ? element('EncodingType', 'url') : '',
    element('IsTruncated', truncated),
    v2 ? element('KeyCount', contents.length + prefixes.length) : '',
    v2 && token ? element('ContinuationToken', token) : '',
    v2 && query.has('start-after') ? element('StartAfter', show(query.get('start-after'))) : '',
    v2 && truncated
      ? element('NextContinuationToken', Buffer.from(last).toString('base64url'))
      : '',
    !v2 && query.has('marker') ? element('Marker', show(query.get('marker'))) : '',
    !v2 && truncated ? element('NextMarker', show(last)) : '',
    ...contents.map(
      (m) =>
        `<Contents>${element('Key', show(m.key))}${element('LastModified', m.lastModified)}${element('ETag', m.etag)}${element('Size', m.size)}${element('StorageClass', 'STANDARD')}</Contents>`,
    ),
    ...prefixes.map((p) => `<CommonPrefixes>${element('Prefix', show(p))}</CommonPrefixes>`),
  ].join('');
  sendXml(res, 200, `<ListBucketResult>${body}</ListBucketResult>`);
}

function putObject(
  res: ServerResponse,
  bucket: string,
  key: string,
  headers: IncomingHttpHeaders,
  data: Buffer,
  checksums: Checksums,
) {
  requireBucket(bucket);
  const temporary = `${objectFile(bucket, key)}.${randomUUID()}.tmp`;
  writeFileSync(temporary, data);
  const etag = `"${md5(data)}"`;
  saveObject(bucket, key, temporary, data.length, etag, storedHeaders(headers));
  empty(res, 200, { etag, ...checksums });
}

/** A single `bytes=` range of a `size`-byte object: [start, end], null (none), or 416. */
function rangeOf(header: string | undefined, size: number): [number, number] | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) throw new S3Error(416, 'InvalidRange');
  return [start, end];
}

function getObject(
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  key: string,
  query: URLSearchParams,
) {
  requireBucket(bucket);
  const meta = readMeta(bucket, key);
  if (!meta) throw new S3Error(404, 'NoSuchKey');
  const headers: OutgoingHttpHeaders = {
    ...meta.headers,
    etag: meta.etag,
    'last-modified': new Date(meta.lastModified).toUTCString(),
    'accept-ranges': 'bytes',
  };
  for (const name of ['content-type', 'content-disposition', 'cache-control', 'content-encoding']) {
    const override = query.get(`response-${name}`);
    if (override) headers[name] = override;
  }
  const match = req.headers['if-match'];
  if (match && match !== '*' && !match.split(/\s*,\s*/).includes(meta.etag))
    throw new S3Error(412, 'PreconditionFailed');
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch && (noneMatch === '*' || noneMatch.split(/\s*,\s*/).includes(meta.etag)))
    return empty(res, 304, { etag: meta.etag, 'last-modified': headers['last-modified'] });
  const range = req.method === 'GET' ? rangeOf(req.headers.range, meta.size) : null;
  const [start, end] = range ?? [0, meta.size - 1];
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'content-length': meta.size === 0 ? 0 : end - start + 1,
    ...(range ? { 'content-range': `bytes ${start}-${end}/${meta.size}` } : {}),
  });
  if (req.method === 'HEAD' || meta.size === 0) return res.end();
  createReadStream(objectFile(bucket, key), { start, end }).pipe(res);
}

// Multipart uploads: <multipart>/<id>/upload.json (bucket, key, headers) and one file per part.
function upload(bucket: string, key: string, id: string | null) {
  const dir = join(UPLOADS, (id ?? '').replace(/[^\w-]/g, ''));
  const file = join(dir, 'upload.json');
  const info: { bucket: string; key: string; headers: Meta['headers'] } | null = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : null;
  if (!info || info.bucket !== bucket || info.key !== key) throw new S3Error(404, 'NoSuchUpload');
  return { dir, info };
}

function createMultipartUpload(
  res: ServerResponse,
  bucket: string,
  key: string,
  headers: IncomingHttpHeaders,
) {
  requireBucket(bucket);
  const id = randomUUID();
  mkdirSync(join(UPLOADS, id));
  writeAtomic(
    join(UPLOADS, id, 'upload.json'),
    JSON.stringify({ bucket, key, headers: storedHeaders(headers) }),
  );
  sendXml(
    res,
    200,
    `<InitiateMultipartUploadResult>${element('Bucket', bucket)}${element('Key', key)}${element('UploadId', id)}</InitiateMultipartUploadResult>`,
  );
}

function uploadPart(
  res: ServerResponse,
  bucket: string,
  key: string,
  query: URLSearchParams,
  data: Buffer,
  checksums: Checksums,
) {
  const { dir } = upload(bucket, key, query.get('uploadId'));
  const number = Number(query.get('partNumber'));
  if (!Number.isInteger(number) || number < 1 || number > 10_000)
    throw new S3Error(400, 'InvalidArgument', 'partNumber must be 1 to 10000');
  writeAtomic(join(dir, `part-${number}`), data);
  const etag = `"${md5(data)}"`;
  empty(res, 200, { etag, ...checksums });
}

function completeMultipartUpload(
  res: ServerResponse,
  bucket: string,
  key: string,
  query: URLSearchParams,
  body: Buffer,
) {
  const { dir, info } = upload(bucket, key, query.get('uploadId'));
  const parts = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
    number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1] ?? '')?.[1]),
    etag: /<ETag>([^<]*)<\/ETag>/.exec(m[1] ?? '')?.[1]?.replace(/&quot;/g, '"') ?? '',
  }));
  if (parts.length === 0) throw new S3Error(400, 'MalformedXML', 'no parts');
  const temporary = `${objectFile(bucket, key)}.${randomUUID()}.tmp`;
  const digests: Buffer[] = [];
  let size = 0;
  let previous = 0;
  writeFileSync(temporary, '');
  try {
    for (const part of parts) {
      if (part.number <= previous) throw new S3Error(400, 'InvalidPartOrder');
      previous = part.number;
      const file = join(dir, `part-${part.number}`);
      if (!existsSync(file)) throw new S3Error(400, 'InvalidPart', `part ${part.number}`);
      const data = readFileSync(file);
      const digest = md5(data);
      if (part.etag.replace(/"/g, '') !== digest)
        throw new S3Error(400, 'InvalidPart', `part ${part.number}: ETag differs`);
      appendFileSync(temporary, data);
      digests.push(Buffer.from(digest, 'hex'));
      size += data.length;
    }
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  const etag = `"${md5(Buffer.concat(digests))}-${parts.length}"`;
  saveObject(bucket, key, temporary, size, etag, info.headers);
  rmSync(dir, { recursive: true, force: true });
  sendXml(
    res,
    200,
    `<CompleteMultipartUploadResult>${element('Location', `/${bucket}/${key}`)}${element('Bucket', bucket)}${element('Key', key)}${element('ETag', etag)}</CompleteMultipartUploadResult>`,
  );
}

// ---- the server ------------------------------------------------------------------------------
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () =>
      size > MAX_BODY
        ? reject(new S3Error(400, 'EntityTooLarge', `bodies over ${MAX_BODY} bytes`))
        : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const rawQuery = q < 0 ? '' : url.slice(q + 1);
  if (rawPath === '/status' || rawPath === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"Version":"seaweedfs stand-in"}');
  }
  const body = await readBody(req);
  const slash = rawPath.indexOf('/', 1);
  const bucket = uriDecode(slash < 0 ? rawPath.slice(1) : rawPath.slice(1, slash));
  const key = slash < 0 ? '' : uriDecode(rawPath.slice(slash + 1));
  // Keys never reach a path (files are named by their hash); bucket names are checked.
  if (bucket && !BUCKET_NAME.test(bucket)) throw new S3Error(400, 'InvalidBucketName');
  const query = new URLSearchParams(rawQuery);
  const { identity, signed } = authenticate(req, rawPath, rawQuery);
  const [operation, action] = operationOf(req.method ?? 'GET', bucket, key, query, req.headers);
  if (!canDo(identity, action, bucket, key)) throw new S3Error(403, 'AccessDenied');

  switch (operation) {
    case 'ListBuckets':
      return listBuckets(res, identity);
    case 'HeadBucket':
      requireBucket(bucket);
      return empty(res, 200);
    case 'CreateBucket':
      if (existsSync(bucketDir(bucket))) throw new S3Error(409, 'BucketAlreadyExists');
      mkdirSync(bucketDir(bucket));
      return empty(res, 200, { location: `/${bucket}` });
    case 'DeleteBucket':
      requireBucket(bucket);
      if (readdirSync(bucketDir(bucket)).some((name) => name.endsWith('.json')))
        throw new S3Error(409, 'BucketNotEmpty');
      rmSync(bucketDir(bucket), { recursive: true, force: true });
      return empty(res, 204);
    case 'ListObjects':
      return listObjects(res, bucket, query);
    case 'GetObject':
    case 'HeadObject':
      return getObject(req, res, bucket, key, query);
    case 'DeleteObject':
      requireBucket(bucket);
      rmSync(`${objectFile(bucket, key)}.json`, { force: true });
      rmSync(objectFile(bucket, key), { force: true });
      return empty(res, 204);
    case 'CreateMultipartUpload':
      return createMultipartUpload(res, bucket, key, req.headers);
    case 'AbortMultipartUpload':
      rmSync(upload(bucket, key, query.get('uploadId')).dir, { recursive: true, force: true });
      return empty(res, 204);
    case 'CompleteMultipartUpload':
      return completeMultipartUpload(res, bucket, key, query, body);
  }
  // PutObject, UploadPart: the payload decoded and checked first.
  const { data, checksums } = checkPayload(body, req.headers, signed);
  if (operation === 'UploadPart') return uploadPart(res, bucket, key, query, data, checksums);
  return putObject(res, bucket, key, req.headers, data, checksums);
}

const server = createServer((req, res) => {
  res.setHeader('x-amz-request-id', randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase());
  res.setHeader('server', 'SeaweedFS stand-in');
  handle(req, res).catch((error) => {
    const s3 =
      error instanceof S3Error
        ? error
        : new S3Error(500, 'InternalError', error instanceof Error ? error.message : String(error));
    if (s3.status >= 500 || s3.status === 403 || s3.status === 400)
      console.log(
        `weed stand-in: ${req.method} ${req.url} -> ${s3.status} ${s3.code}: ${s3.message}`,
      );
    if (res.headersSent) return res.destroy();
    sendError(req, res, s3, req.url);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(options.port, options.bind, () =>
  console.log(
    `weed stand-in: S3 on ${options.bind}:${options.port}, data in ${options.dir}, ${identities.length} identities from ${options.config ?? '(none: anything goes)'}`,
  ),
);

// PID 1 in its container: stop taking requests on docker stop, finish those in flight (5 s).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
