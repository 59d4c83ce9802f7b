// The S3_* settings (decision 010): none keeps images on the local disk; a bucket needs its keys
// and, off AWS, the public address browsers load images from; half a configuration is refused
// rather than quietly falling back to the disk.
import { describe, expect, it } from 'vitest';
import { configProblems } from '#tests/helpers/config-problems.ts';
import { loadEnv } from './env.ts';

const KEYS = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG' };

describe('S3 settings', () => {
  it('keeps images on the local disk when no S3_* setting is given (empty ones count as unset)', () => {
    expect(loadEnv({}).s3).toBeUndefined();
    expect(loadEnv({ S3_BUCKET: '', S3_PUBLIC_URL: '' }).s3).toBeUndefined();
  });

  it('reads a complete S3-compatible configuration', () => {
    const env = loadEnv({
      ...KEYS,
      S3_BUCKET: 'chai-images',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.chai.example/images/',
    });
    expect(env.s3).toEqual({
      bucket: 'chai-images',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG',
      forcePathStyle: true,
      publicUrl: 'https://cdn.chai.example/images',
    });
  });

  it("derives AWS's own bucket address when there is no endpoint", () => {
    expect(loadEnv({ ...KEYS, S3_BUCKET: 'chai-images' }).s3).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      publicUrl: 'https://chai-images.s3.us-east-1.amazonaws.com',
    });
    // A dotted name breaks the bucket-subdomain certificate, so it is addressed by path.
    expect(loadEnv({ ...KEYS, S3_BUCKET: 'img.chai.example', S3_REGION: 'ap-south-1' }).s3?.publicUrl).toBe(
      'https://s3.ap-south-1.amazonaws.com/img.chai.example',
    );
  });

  it('requires both keys with a bucket', () => {
    expect(configProblems({ S3_BUCKET: 'chai-images' })).toEqual([
      'S3_ACCESS_KEY_ID: required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    ]);
    expect(configProblems({ S3_BUCKET: 'chai-images', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toEqual([
      'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    ]);
  });

  it('refuses S3 settings without a bucket, naming them', () => {
    expect(configProblems({ ...KEYS, S3_PUBLIC_URL: 'https://cdn.chai.example' })).toEqual([
      'S3_BUCKET: required when other S3_* settings are set (S3_ACCESS_KEY_ID, S3_PUBLIC_URL, S3_SECRET_ACCESS_KEY)',
    ]);
  });

  it('requires the public address with a custom endpoint', () => {
    expect(
      configProblems({ ...KEYS, S3_BUCKET: 'chai-images', S3_ENDPOINT: 'https://minio.internal:9000' }),
    ).toEqual([
      'S3_PUBLIC_URL: required with S3_ENDPOINT (the address browsers load images from: the bucket URL or a CDN)',
    ]);
  });

  it('checks the shape of the bucket name and the URLs', () => {
    const found = configProblems({
      ...KEYS,
      S3_BUCKET: 'Bad/Bucket',
      S3_ENDPOINT: 'ftp://files.example',
      S3_PUBLIC_URL: 'not a url',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(found.map((p) => p.split(':')[0]).sort()).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_PUBLIC_URL',
    ]);
    expect(found).toContain('S3_ENDPOINT: must be an http:// or https:// URL');
    expect(
      configProblems({ ...KEYS, S3_BUCKET: 'chai-images', S3_PUBLIC_URL: 'https://cdn.chai.example/?sig=1' }),
    ).toEqual(['S3_PUBLIC_URL: must not have a query or fragment']);
  });

  it('requires an https public address in production', () => {
    const found = configProblems({
      ...KEYS,
      NODE_ENV: 'production',
      S3_BUCKET: 'chai-images',
      S3_ENDPOINT: 'http://10.0.0.5:9000',
      S3_PUBLIC_URL: 'http://images.chai.example',
    });
    expect(found).toContain('S3_PUBLIC_URL: must be an https:// URL in production (pages are https)');
    expect(found.some((p) => p.startsWith('S3_ENDPOINT'))).toBe(false);
  });
});
