// AWS Signature Version 4 as S3 checks it, for the SeaweedFS stand-in (s3.ts; README.md one
// folder up). TEST DOUBLE; never shipped.
//   verifyRequest     a request signed in its Authorization header or presigned in its query
//   decodeAwsChunked  an aws-chunked body: chunk-signed (STREAMING-AWS4-HMAC-SHA256-PAYLOAD,
//                     …-PAYLOAD-TRAILER) or unsigned with trailers (STREAMING-UNSIGNED-PAYLOAD-
//                     TRAILER, what @aws-sdk/client-s3 sends for streamed bodies)
//   checkPayload      the body against x-amz-content-sha256, Content-MD5 and x-amz-checksum-*
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { crc32 } from 'node:zlib';

/** What a chunk-signed body's signatures follow from (`verifyRequest`). */
export type SigningChain = { key: Buffer; amzDate: string; scope: string; seed: string };
export type SignedRequest = { accessKey: string; payloadHash: string; chain: SigningChain };

export class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  /** An S3 error answer: HTTP status and S3 error code. */
  constructor(status: number, code: string, message = code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60_000;
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const STREAMING_SIGNED = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD';
export const STREAMING_SIGNED_TRAILER = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER';
export const STREAMING_UNSIGNED_TRAILER = 'STREAMING-UNSIGNED-PAYLOAD-TRAILER';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const EMPTY_SHA256 = sha256Hex('');

function sameHex(a: string, b: string) {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Percent-encoding of everything but RFC 3986's unreserved characters, as SigV4 wants. */
export const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function uriDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3Error(400, 'InvalidURI', `cannot decode '${text}'`);
  }
}

/** The request path as SigV4 signs it (S3: each segment encoded once, slashes kept). */
const canonicalPath = (rawPath: string) =>
  rawPath
    .split('/')
    .map((segment) => uriEncode(uriDecode(segment)))
    .join('/');

/** The query as SigV4 signs it: encoded names and values, sorted; `omit` left out. */
function canonicalQuery(rawQuery: string, omit: string | undefined) {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const at = pair.indexOf('=');
      const name = uriDecode(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? '' : uriDecode(pair.slice(at + 1));
      return [uriEncode(name), uriEncode(value)];
    })
    .filter(([name]) => name !== omit)
    .sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1]))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const headerValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : String(value ?? '')).trim().replace(/\s+/g, ' ');

function parseAmzDate(text: string | null | undefined) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  if (!m) throw new S3Error(403, 'AccessDenied', 'X-Amz-Date is missing or not yyyymmddThhmmssZ');
  const [, year, month, day, hours, minutes, seconds] = m.map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds);
}

export const signingKey = (secret: string, day: string, region: string, service: string) =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');

/**
 * Checks a SigV4 request. `request` is { method, rawPath, rawQuery, headers } (Node's lower-case
 * headers); `secretOf(accessKey)` gives that key's secret, or undefined for an unknown key.
 * Returns { accessKey, payloadHash, chain } where chain ({ key, amzDate, scope, seed }) checks
 * the chunk signatures of a streamed body; throws S3Error (403 InvalidAccessKeyId,
 * SignatureDoesNotMatch, RequestTimeTooSkewed, AccessDenied for an expired URL…).
 */
export function verifyRequest(
  request: { method: string; rawPath: string; rawQuery: string; headers: IncomingHttpHeaders },
  secretOf: (accessKey: string) => string | undefined,
  now = Date.now(),
): SignedRequest {
  const { method, rawPath, rawQuery, headers } = request;
  const query = new URLSearchParams(rawQuery);
  const presigned = query.has('X-Amz-Algorithm');
  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let amzDate: string;
  let payloadHash: string;
  if (presigned) {
    if (query.get('X-Amz-Algorithm') !== ALGORITHM) throw new S3Error(400, 'InvalidRequest');
    credential = query.get('X-Amz-Credential') ?? '';
    signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
    signature = query.get('X-Amz-Signature') ?? '';
    amzDate = query.get('X-Amz-Date') ?? '';
    payloadHash = query.get('X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD;
    const expires = Number(query.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800)
      throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires is invalid');
    if (now > parseAmzDate(amzDate) + expires * 1000)
      throw new S3Error(403, 'AccessDenied', 'Request has expired');
  } else {
    const m =
      /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+)\s*,\s*SignedHeaders=([^,\s]+)\s*,\s*Signature=([0-9a-f]+)\s*$/.exec(
        headers.authorization ?? '',
      );
    if (!m) throw new S3Error(400, 'AuthorizationHeaderMalformed');
    [, credential = '', signedHeaders = '', signature = ''] = m;
    amzDate = headerValue(headers['x-amz-date']);
    payloadHash = headerValue(headers['x-amz-content-sha256']);
    if (!payloadHash)
      throw new S3Error(400, 'InvalidRequest', 'Missing required header: x-amz-content-sha256');
    if (Math.abs(now - parseAmzDate(amzDate)) > MAX_SKEW_MS)
      throw new S3Error(403, 'RequestTimeTooSkewed');
  }

  const [accessKey, day, region, service, terminator] = credential.split('/');
  if (!accessKey || !day || !region || service !== 's3' || terminator !== 'aws4_request')
    throw new S3Error(400, 'AuthorizationHeaderMalformed', `bad credential scope '${credential}'`);
  if (day !== amzDate.slice(0, 8))
    throw new S3Error(403, 'SignatureDoesNotMatch', 'the credential date is not X-Amz-Date');
  const secret = secretOf(accessKey);
  if (secret === undefined) throw new S3Error(403, 'InvalidAccessKeyId');
  const names = signedHeaders.split(';');
  if (!names.includes('host')) throw new S3Error(403, 'SignatureDoesNotMatch', 'host not signed');

  const canonicalRequest = [
    method,
    canonicalPath(rawPath),
    canonicalQuery(rawQuery, presigned ? 'X-Amz-Signature' : undefined),
    names.map((name) => `${name}:${headerValue(headers[name])}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const key = signingKey(secret, day, region, 's3');
  const expected = hmac(
    key,
    [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n'),
  ).toString('hex');
  if (!sameHex(expected, signature)) throw new S3Error(403, 'SignatureDoesNotMatch');
  return { accessKey, payloadHash, chain: { key, amzDate, scope, seed: signature } };
}

/**
 * The data of an aws-chunked body and its trailing headers. Each chunk is
 * `<hex size>[;chunk-signature=<sig>]\r\n<data>\r\n`, the last one of size 0, then trailing
 * `name:value\r\n` lines and an empty line. With `chain` (a chunk-signed payload) every chunk
 * signature must follow from the previous one, starting at the request's own signature, and a
 * signed trailer (`x-amz-trailer-signature`) from the last chunk's.
 */
export function decodeAwsChunked(body: Buffer, chain: SigningChain | null = null) {
  const malformed = (why: string) => new S3Error(400, 'IncompleteBody', `aws-chunked body: ${why}`);
  const parts: Buffer[] = [];
  let previous = chain?.seed;
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) throw malformed('a chunk header has no end');
    const [sizeHex = '', ...extensions] = body.toString('latin1', at, eol).split(';');
    if (!/^[0-9a-fA-F]{1,16}$/.test(sizeHex)) throw malformed(`bad chunk size '${sizeHex}'`);
    const size = Number.parseInt(sizeHex, 16);
    const data = body.subarray(eol + 2, eol + 2 + size);
    if (data.length < size) throw malformed('a chunk is shorter than its size');
    if (chain) {
      const given = extensions.find((e) => e.startsWith('chunk-signature='))?.slice(16) ?? '';
      const expected = hmac(
        chain.key,
        [
          'AWS4-HMAC-SHA256-PAYLOAD',
          chain.amzDate,
          chain.scope,
          previous,
          EMPTY_SHA256,
          sha256Hex(data),
        ].join('\n'),
      ).toString('hex');
      if (!sameHex(expected, given)) throw new S3Error(403, 'SignatureDoesNotMatch');
      previous = expected;
    }
    at = eol + 2 + size;
    if (size === 0) break;
    if (body.toString('latin1', at, at + 2) !== '\r\n') throw malformed('a chunk has no CRLF');
    at += 2;
    parts.push(data);
  }
  const trailers: Record<string, string> = {};
  let trailerSignature: string | undefined;
  let signedText = '';
  for (const line of body.toString('latin1', at).split(/\r?\n/)) {
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw malformed(`bad trailer '${line}'`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'x-amz-trailer-signature') trailerSignature = value;
    else {
      trailers[name] = value;
      signedText += `${name}:${value}\n`;
    }
  }
  if (chain && trailerSignature !== undefined) {
    const expected = hmac(
      chain.key,
      [
        'AWS4-HMAC-SHA256-TRAILER',
        chain.amzDate,
        chain.scope,
        previous,
        sha256Hex(signedText),
      ].join('\n'),
    ).toString('hex');
    if (!sameHex(expected, trailerSignature)) throw new S3Error(403, 'SignatureDoesNotMatch');
  }
  return { data: Buffer.concat(parts), trailers };
}

/** x-amz-checksum-* values this stand-in can check (CRC32C and CRC64NVME are taken on trust). */
const CHECKSUMS: Record<string, (data: Buffer) => string> = {
  'x-amz-checksum-crc32': (data) => {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(crc32(data));
    return out.toString('base64');
  },
  'x-amz-checksum-sha1': (data) => createHash('sha1').update(data).digest('base64'),
  'x-amz-checksum-sha256': (data) => createHash('sha256').update(data).digest('base64'),
};

/**
 * The decoded payload of a request: the raw body itself, or the data of an aws-chunked one,
 * checked against its declared hash (x-amz-content-sha256), Content-MD5, the checksums in its
 * headers or trailers, and x-amz-decoded-content-length.
 */
export function checkPayload(
  raw: Buffer,
  headers: IncomingHttpHeaders,
  signed: SignedRequest | null | undefined,
) {
  const declared = signed?.payloadHash ?? headerValue(headers['x-amz-content-sha256']);
  const chunked =
    declared.startsWith('STREAMING-') ||
    /(^|,)\s*aws-chunked\s*(,|$)/.test(headerValue(headers['content-encoding']));
  if (declared === STREAMING_SIGNED || declared === STREAMING_SIGNED_TRAILER) {
    if (!signed) throw new S3Error(403, 'AccessDenied', 'a signed stream needs a signed request');
  } else if (declared.startsWith('STREAMING-') && declared !== STREAMING_UNSIGNED_TRAILER) {
    throw new S3Error(501, 'NotImplemented', `x-amz-content-sha256: ${declared}`);
  }
  const streamSigned = declared === STREAMING_SIGNED || declared === STREAMING_SIGNED_TRAILER;
  const { data, trailers } = chunked
    ? decodeAwsChunked(raw, streamSigned && signed ? signed.chain : null)
    : { data: raw, trailers: {} };

  if (signed && /^[0-9a-f]{64}$/i.test(declared) && sha256Hex(data) !== declared.toLowerCase())
    throw new S3Error(400, 'XAmzContentSHA256Mismatch');
  const decodedLength = headers['x-amz-decoded-content-length'];
  if (chunked && decodedLength !== undefined && Number(decodedLength) !== data.length)
    throw new S3Error(400, 'IncompleteBody', 'x-amz-decoded-content-length differs');
  const md5 = headers['content-md5'];
  if (md5 && createHash('md5').update(data).digest('base64') !== md5)
    throw new S3Error(400, 'BadDigest', 'Content-MD5 differs');
  const checksums: Record<string, string> = {};
  for (const [name, given] of Object.entries({ ...headers, ...trailers })) {
    const value = headerValue(given);
    if (!name.startsWith('x-amz-checksum-') || name === 'x-amz-checksum-algorithm') continue;
    if (name === 'x-amz-checksum-type') continue;
    const compute = CHECKSUMS[name];
    if (compute && compute(data) !== value)
      throw new S3Error(400, 'BadDigest', `${name} differs from the data`);
    checksums[name] = value;
  }
  return { data, checksums };
}
