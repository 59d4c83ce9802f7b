// The local-disk image storage (UPLOADS_DIR): the storage contract and the upload flow through
// the API, both shared with the S3 driver (admin-uploads-s3.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalDiskStorage } from '#server/modules/images/local-disk-storage.ts';
import { describeUploadFlow } from './admin-uploads.suite.ts';
import { describeImageStorageContract } from './image-storage.contract.ts';

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `chai-${name}-`));
}

/** Every file under the folder as a key, read with fs rather than the driver. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function readOrUndefined(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

describeImageStorageContract('local disk', async () => {
  const root = tempDir('storage-contract');
  const blocker = path.join(root, 'not-a-folder');
  fs.writeFileSync(blocker, 'a file where the uploads folder would be');
  return {
    storage: createLocalDiskStorage(root),
    publicBase: '/uploads',
    async plant(rawKey, data) {
      fs.mkdirSync(path.dirname(path.join(root, rawKey)), { recursive: true });
      fs.writeFileSync(path.join(root, rawKey), data);
    },
    peek: async (key) => readOrUndefined(path.join(root, key)),
    unusable: () => createLocalDiskStorage(path.join(blocker, 'uploads')),
    async close() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
});

describeUploadFlow('local disk', async () => {
  const uploadsDir = tempDir('uploads');
  const extra: string[] = [];
  return {
    env: { UPLOADS_DIR: uploadsDir },
    publicBase: '/uploads',
    storedKeys: async () => filesUnder(uploadsDir),
    peek: async (key) => readOrUndefined(path.join(uploadsDir, key)),
    async freshStorage() {
      const dir = tempDir('uploads-fresh');
      extra.push(dir);
      return createLocalDiskStorage(dir);
    },
    async close() {
      for (const dir of [uploadsDir, ...extra]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});
