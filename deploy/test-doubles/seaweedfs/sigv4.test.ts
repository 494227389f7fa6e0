// The stand-in's SigV4 checks against the worked examples of AWS's S3 documentation
// ("Signature Calculations for the Authorization Header", "…Transferring Payload in Multiple
// Chunks", "…Trailing Headers"). Run: node --test deploy/test-doubles/seaweedfs/sigv4.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPayload, decodeAwsChunked, S3Error, signingKey, verifyRequest } from './sigv4.ts';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const secretOf = (key: string) => (key === 'AKIAIOSFODNN7EXAMPLE' ? SECRET : undefined);
const NOW = Date.UTC(2013, 4, 24, 0, 0, 30);
const SCOPE = '20130524/us-east-1/s3/aws4_request';
const DATA = Buffer.alloc(66_560, 'a');
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const rejects = (fn: () => unknown, status: number, code: string) =>
  assert.throws(
    fn,
    (error) => error instanceof S3Error && error.status === status && error.code === code,
  );

test('a GET signed in its Authorization header (the documented example)', () => {
  const request = (signature: string) => ({
    method: 'GET',
    rawPath: '/test.txt',
    rawQuery: '',
    headers: {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': EMPTY,
      'x-amz-date': '20130524T000000Z',
      authorization: `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${SCOPE},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=${signature}`,
    },
  });
  const good = 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41';
  assert.equal(verifyRequest(request(good), secretOf, NOW).accessKey, 'AKIAIOSFODNN7EXAMPLE');
  rejects(
    () => verifyRequest(request(`${good.slice(0, 63)}0`), secretOf, NOW),
    403,
    'SignatureDoesNotMatch',
  );
  rejects(
    () => verifyRequest(request(good), () => 'another secret', NOW),
    403,
    'SignatureDoesNotMatch',
  );
  rejects(() => verifyRequest(request(good), () => undefined, NOW), 403, 'InvalidAccessKeyId');
  rejects(() => verifyRequest(request(good), secretOf, Date.now()), 403, 'RequestTimeTooSkewed');
});

const chunked = (signatures: string[], trailer = '') =>
  Buffer.concat([
    Buffer.from(`10000;chunk-signature=${signatures[0]}\r\n`),
    DATA.subarray(0, 65_536),
    Buffer.from(`\r\n400;chunk-signature=${signatures[1]}\r\n`),
    DATA.subarray(65_536),
    Buffer.from(`\r\n0;chunk-signature=${signatures[2]}\r\n${trailer}\r\n`),
  ]);

test('a chunk-signed PUT (STREAMING-AWS4-HMAC-SHA256-PAYLOAD, the documented example)', () => {
  const headers = {
    host: 's3.amazonaws.com',
    'x-amz-date': '20130524T000000Z',
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
    authorization:
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${SCOPE},` +
      'SignedHeaders=content-encoding;content-length;host;x-amz-content-sha256;x-amz-date;x-amz-decoded-content-length;x-amz-storage-class,' +
      'Signature=4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
    'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
    'content-encoding': 'aws-chunked',
    'x-amz-decoded-content-length': '66560',
    'content-length': '66824',
  };
  const request = {
    method: 'PUT',
    rawPath: '/examplebucket/chunkObject.txt',
    rawQuery: '',
    headers,
  };
  const signed = verifyRequest(request, secretOf, NOW);
  const signatures = [
    'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648',
    '0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497',
    'b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9',
  ];
  const body = chunked(signatures);
  assert.equal(body.length, 66_824);
  assert.ok(checkPayload(body, headers, signed).data.equals(DATA));

  const tampered = Buffer.from(body);
  tampered[1000] = 0x62;
  rejects(() => checkPayload(tampered, headers, signed), 403, 'SignatureDoesNotMatch');
  for (let i = 0; i < 3; i++) {
    const other = [...signatures];
    const signature = other[i] ?? '';
    other[i] = `${signature.slice(0, 63)}${signature.endsWith('0') ? '1' : '0'}`;
    rejects(() => checkPayload(chunked(other), headers, signed), 403, 'SignatureDoesNotMatch');
  }
  rejects(() => checkPayload(body, headers, null), 403, 'AccessDenied');
});

test('a chunk-signed PUT with a signed trailer (the documented example, from its seed)', () => {
  const chain = {
    key: signingKey(SECRET, '20130524', 'us-east-1', 's3'),
    amzDate: '20130524T000000Z',
    scope: SCOPE,
    seed: '106e2a8a18243abcf37539882f36619c00e2dfc72633413f02d3b74544bfeb8e',
  };
  const signatures = [
    'b474d8862b1487a5145d686f57f013e54db672cee1c953b3010fb58501ef5aa2',
    '1c1344b170168f8e65b41376b44b20fe354e373826ccbbe2c1d40a8cae51e5c7',
    '2ca2aba2005185cf7159c6277faf83795951dd77a3a99e6e65d5c9f85863f992',
  ];
  const trailer = (crc: string) =>
    `x-amz-checksum-crc32c:${crc}\r\nx-amz-trailer-signature:d81f82fc3505edab99d459891051a732e8730629a2e4a59689829ca17fe2e435\r\n`;
  const decoded = decodeAwsChunked(chunked(signatures, trailer('sOO8/Q==')), chain);
  assert.ok(decoded.data.equals(DATA));
  assert.deepEqual(decoded.trailers, { 'x-amz-checksum-crc32c': 'sOO8/Q==' });
  rejects(
    () => decodeAwsChunked(chunked(signatures, trailer('sOO8/A==')), chain),
    403,
    'SignatureDoesNotMatch',
  );
});

test('an unsigned body with a CRC32 trailer (what @aws-sdk/client-s3 streams)', () => {
  const data = Buffer.from('hello, world');
  const headers = {
    'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
    'content-encoding': 'aws-chunked',
    'x-amz-decoded-content-length': String(data.length),
    'x-amz-trailer': 'x-amz-checksum-crc32',
  };
  const body = (crc: string) =>
    Buffer.from(`c\r\nhello, world\r\n0\r\nx-amz-checksum-crc32:${crc}\r\n\r\n`);
  const ok = checkPayload(body('/6tyOg=='), headers, null);
  assert.ok(ok.data.equals(data));
  assert.deepEqual(ok.checksums, { 'x-amz-checksum-crc32': '/6tyOg==' });
  rejects(() => checkPayload(body('AAAAAA=='), headers, null), 400, 'BadDigest');
  rejects(() => checkPayload(Buffer.from('c\r\nhello'), headers, null), 400, 'IncompleteBody');
});
