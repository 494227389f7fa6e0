import { afterEach, describe, expect, it, vi } from 'vitest';
import { s3ProviderConfig, s3Uploads } from './s3-uploads';

const MINIO = {
  S3_BUCKET: 'brilla-media',
  S3_ENDPOINT: 'http://minio:9000/',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'brilla',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};
const ALL = [...Object.keys(MINIO), 'S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE', 'S3_ACL'];

function withEnv(values: Record<string, string>) {
  for (const name of ALL) vi.stubEnv(name, values[name] ?? '');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('S3 uploads settings', () => {
  it('keeps uploads on local disk when no S3_ variable is set', () => {
    withEnv({});
    expect(s3Uploads()).toBeNull();
  });

  it('names every missing variable at once, and how to go back to local disk', () => {
    withEnv({ S3_BUCKET: 'brilla-media', S3_REGION: 'us-east-1' });
    expect(() => s3Uploads()).toThrow(
      'S3_BUCKET and S3_REGION are set but S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not',
    );
    expect(() => s3Uploads()).toThrow(
      /are not: .* Set them, or unset every S3_ variable to keep uploads on local disk\.$/,
    );
    withEnv({ ...MINIO, S3_SECRET_ACCESS_KEY: '' });
    expect(() => s3Uploads()).toThrow(/but S3_SECRET_ACCESS_KEY is not: .* Set it, or unset/);
    // An optional one alone is a half-done setup too.
    withEnv({ S3_PUBLIC_URL: 'https://media.example.com' });
    expect(() => s3Uploads()).toThrow(/^S3_PUBLIC_URL is set but S3_BUCKET, S3_ENDPOINT/);
  });

  it('refuses a bad bucket name, endpoint, public URL or ACL, with the value found', () => {
    withEnv({ ...MINIO, S3_BUCKET: 'Brilla_Media' });
    expect(() => s3Uploads()).toThrow("S3_BUCKET is not a bucket name (got 'Brilla_Media')");
    withEnv({ ...MINIO, S3_ENDPOINT: 'minio:9000' });
    expect(() => s3Uploads()).toThrow(/S3_ENDPOINT must use http: or https:/);
    withEnv({ ...MINIO, S3_ENDPOINT: 'not a url' });
    expect(() => s3Uploads()).toThrow(/S3_ENDPOINT is not a URL \(got 'not a url'\)/);
    withEnv({ ...MINIO, S3_PUBLIC_URL: 'ftp://media.example.com' });
    expect(() => s3Uploads()).toThrow(/S3_PUBLIC_URL must use http: or https:/);
    withEnv({ ...MINIO, S3_ACL: 'public' });
    expect(() => s3Uploads()).toThrow(
      /S3_ACL must be one of private, public-read, .*\(got 'public'\)/,
    );
  });

  it('takes every canned ACL S3 knows', () => {
    for (const acl of [
      'private',
      'public-read',
      'public-read-write',
      'authenticated-read',
      'aws-exec-read',
      'bucket-owner-read',
      'bucket-owner-full-control',
    ]) {
      withEnv({ ...MINIO, S3_ACL: acl });
      expect(s3Uploads()?.acl).toBe(acl);
    }
  });

  it('refuses a bucket name that does not end in a letter or digit', () => {
    for (const bucket of ['brilla-media-', 'brilla-media_', 'brilla.']) {
      withEnv({ ...MINIO, S3_BUCKET: bucket });
      expect(() => s3Uploads(), bucket).toThrow(`got '${bucket}'`);
    }
  });

  it('drops every trailing slash of the addresses', () => {
    withEnv({ ...MINIO, S3_PUBLIC_URL: 'https://media.example.com/files//' });
    expect(s3Uploads()?.publicUrl).toBe('https://media.example.com/files');
  });

  it('takes only an address ending in amazonaws.com as AWS', () => {
    withEnv({ ...MINIO, S3_ENDPOINT: 'https://s3.amazonaws.com.example.net' });
    expect(s3Uploads()?.forcePathStyle).toBe(true);
    withEnv({ ...MINIO, S3_ENDPOINT: 'https://s3.cn-north-1.amazonaws.com.cn' });
    expect(s3Uploads()?.forcePathStyle).toBe(false);
  });

  it('reads MinIO path-style: files at <endpoint>/<bucket>/<key> unless S3_PUBLIC_URL says', () => {
    withEnv(MINIO);
    expect(s3Uploads()).toEqual({
      bucket: 'brilla-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'brilla',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
      acl: undefined,
      publicUrl: 'http://minio:9000/brilla-media',
    });
    withEnv({ ...MINIO, S3_PUBLIC_URL: 'https://www.example.com/media/' });
    expect(s3Uploads()?.publicUrl).toBe('https://www.example.com/media');
  });

  it('uses virtual-hosted addresses on AWS unless path style is asked for', () => {
    withEnv({ ...MINIO, S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com' });
    expect(s3Uploads()).toMatchObject({
      forcePathStyle: false,
      publicUrl: 'https://brilla-media.s3.eu-west-1.amazonaws.com',
    });
    vi.stubEnv('S3_FORCE_PATH_STYLE', 'true');
    expect(s3Uploads()?.publicUrl).toBe('https://s3.eu-west-1.amazonaws.com/brilla-media');
  });

  it('configures the aws-s3 provider: files under the public URL, no ACL unless S3_ACL', () => {
    withEnv({ ...MINIO, S3_PUBLIC_URL: 'https://www.example.com/media' });
    const config = s3ProviderConfig(s3Uploads() ?? expect.fail('S3 expected'));
    expect(config.provider).toBe('aws-s3');
    expect(config.providerOptions.baseUrl).toBe('https://www.example.com/media');
    expect(config.providerOptions.s3Options).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'brilla', secretAccessKey: 'secret-key' },
    });
    // The key is there (so the provider does not add public-read) and undefined (none is sent).
    expect(config.providerOptions.s3Options.params).toHaveProperty('ACL', undefined);
    withEnv({ ...MINIO, S3_ACL: 'public-read' });
    expect(
      s3ProviderConfig(s3Uploads() ?? expect.fail('S3 expected')).providerOptions.s3Options.params
        .ACL,
    ).toBe('public-read');
  });
});
