// An S3-compatible server for tests (decision 010): s3rver from npm, started in a child process
// on a free port with its buckets in a temporary folder, stopped and removed on close. It knows
// one access key (an unknown one is refused) but does not verify SigV4 signatures.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';

// The only keys s3rver accepts.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const SCRIPT = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
const START_TIMEOUT_MS = 20_000;

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** Path-style address of the bucket: what S3_PUBLIC_URL would be without a CDN. */
  publicUrl: string;
  /** The S3_* settings that point the app at this bucket. */
  env: Record<string, string>;
  /** A client of its own, to look at the bucket around the code under test. */
  client: S3Client;
  close(): Promise<void>;
};

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${err}`)), START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk) => {
      err += chunk;
    });
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}: ${err}`));
    });
  });
}

export async function startS3TestServer(buckets: string[] = ['chai-images']): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory, ...buckets], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let port: number;
  try {
    port = await waitForPort(child);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = buckets[0]!;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    client,
    async close() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
