// Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph, ...), for shops that run
// several instances (decision 010). Browsers load them straight from S3_PUBLIC_URL (the bucket or
// a CDN in front of it); every object carries the same content type and Cache-Control header the
// local driver's /uploads/ route sends, so a cache treats both alike.
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '#server/env/s3-settings.ts';
import {
  IMAGE_CACHE_CONTROL,
  type ImageStorage,
  keyFromPublicUrl,
  STORAGE_KEY,
  type StoredObject,
} from './image-storage.ts';

/** The settings (env/s3-settings.ts), and the listing page size, which only tests change. */
export type S3StorageOptions = S3Settings & {
  /** Keys per listing request; the store's own limit (1000 on S3) when absent. */
  listPageSize?: number;
};

// A readiness probe must answer quickly even when the store is unreachable.
const PING_TIMEOUT_MS = 5_000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function nameOf(error: unknown): string | undefined {
  return (error as { name?: string })?.name;
}

export function createS3Storage(options: S3StorageOptions): ImageStorage {
  const bucket = options.bucket;
  const publicBase = options.publicUrl.replace(/\/+$/, '');
  // The SDK is loaded on the first request to the store, not at start: it cost ~100 ms of every
  // start (issue 22), and a shop on local disk never needs it.
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const s3 = () => (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk) })));
  const newClient = (sdk: typeof import('@aws-sdk/client-s3')) =>
    new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Several S3-compatible servers refuse the SDK's default per-request CRC checksums; AWS
      // itself gets them.
      ...(options.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      // Without these a request to an unreachable store waits for the operating system's timeout.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });

  function checked(key: string): string {
    // Keys come from our own name generator; the pattern is a second lock on the door.
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  }

  async function stat(key: string): Promise<StoredObject | undefined> {
    const { sdk, client } = await s3();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async function putObject(key: string, data: Buffer, contentType: string, onlyIfNew: boolean) {
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: IMAGE_CACHE_CONTROL,
        ...(onlyIfNew ? { IfNoneMatch: '*' } : {}),
      }),
    );
  }

  return {
    async put(key, data, contentType) {
      checked(key);
      // No overwrite (docs/product.md#images). The look first catches a store that ignores
      // conditional writes; If-None-Match makes it atomic where the store supports it (AWS, MinIO,
      // R2, Ceph).
      if (await stat(key)) throw new Error(`object exists: ${key}`);
      try {
        await putObject(key, data, contentType, true);
      } catch (error) {
        if (statusOf(error) === 412 || nameOf(error) === 'PreconditionFailed')
          throw new Error(`object exists: ${key}`);
        // A store that does not know the condition at all: the look above has to do.
        if (statusOf(error) === 501 || nameOf(error) === 'NotImplemented') {
          await putObject(key, data, contentType, false);
          return;
        }
        throw error;
      }
    },

    async remove(key) {
      // S3 answers a delete of a missing key with success, as the interface wants.
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },

    async list(prefix) {
      const { sdk, client } = await s3();
      const objects: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ContinuationToken: token,
            MaxKeys: options.listPageSize,
          }),
        );
        for (const item of page.Contents ?? []) {
          // Anything else someone put in the bucket is not ours to count or serve.
          if (item.Key && STORAGE_KEY.test(item.Key))
            objects.push({
              key: item.Key,
              size: item.Size ?? 0,
              modifiedAt: item.LastModified ?? new Date(0),
            });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },

    stat,

    async read(key) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('expected a stream from GetObject');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },

    publicUrl: (key) => `${publicBase}/${checked(key)}`,

    keyFromUrl: (url) => keyFromPublicUrl(url, publicBase),

    async ping() {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    },
  };
}
