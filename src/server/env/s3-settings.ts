// Images in an S3-compatible bucket (decision 010): the S3_* settings and what they come to.
import type { RawEnv } from './raw-env.ts';

/** What the S3_* settings give the S3 driver (decision 010). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Only for S3-compatible servers; AWS is found from the region. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where browsers load objects from (the bucket URL or a CDN): `<publicUrl>/<key>`. */
  publicUrl: string;
};

/** S3_* settings: all of them or none, so a half-set store never falls back to the disk unseen. */
export function parseS3(
  raw: RawEnv,
  given: Record<string, unknown>,
  isProduction: boolean,
  problems: string[],
): S3Settings | undefined {
  const named = Object.keys(given).filter((k) => k.startsWith('S3_'));
  if (!raw.S3_BUCKET) {
    if (named.length > 0)
      problems.push(`S3_BUCKET: required when other S3_* settings are set (${named.sort().join(', ')})`);
    return undefined;
  }
  if (!raw.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  if (!raw.S3_SECRET_ACCESS_KEY) problems.push('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  // AWS's own bucket address is known; another server's (or a CDN's) has to be given.
  const pathStyle = raw.S3_FORCE_PATH_STYLE || raw.S3_BUCKET.includes('.');
  const publicUrl =
    raw.S3_PUBLIC_URL ??
    (raw.S3_ENDPOINT
      ? undefined
      : pathStyle
        ? `https://s3.${raw.S3_REGION}.amazonaws.com/${raw.S3_BUCKET}`
        : `https://${raw.S3_BUCKET}.s3.${raw.S3_REGION}.amazonaws.com`);
  if (!publicUrl) {
    problems.push(
      'S3_PUBLIC_URL: required with S3_ENDPOINT (the address browsers load images from: the bucket URL or a CDN)',
    );
  } else {
    const url = new URL(publicUrl);
    if (url.search || url.hash || publicUrl.includes('?') || publicUrl.includes('#'))
      problems.push('S3_PUBLIC_URL: must not have a query or fragment');
    if (isProduction && url.protocol !== 'https:')
      problems.push('S3_PUBLIC_URL: must be an https:// URL in production (pages are https)');
  }
  if (!raw.S3_ACCESS_KEY_ID || !raw.S3_SECRET_ACCESS_KEY || !publicUrl) return undefined;
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION,
    endpoint: raw.S3_ENDPOINT,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    publicUrl: publicUrl.replace(/\/+$/, ''),
  };
}
