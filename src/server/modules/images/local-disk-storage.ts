// Images on the local disk under UPLOADS_DIR, served by this server at /uploads/<key>.
import { constants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type ImageStorage,
  keyFromPublicUrl,
  PUBLIC_PREFIX,
  STORAGE_KEY,
  type StoredObject,
} from './image-storage.ts';

/**
 * mkdir -p. Node reports ENOENT for a recursive mkdir on a read-only filesystem, so a plain mkdir
 * of the last folder is tried to name the real cause (EROFS, EACCES) for the upload's answer.
 */
async function makeFolder(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.mkdir(dir);
  }
}

export function createLocalDiskStorage(rootDir: string): ImageStorage {
  const root = path.resolve(rootDir);

  function fileOf(key: string): string {
    // Keys come from our own name generator; the pattern is a second lock on the door.
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  }

  async function stat(key: string): Promise<StoredObject | undefined> {
    try {
      const s = await fs.stat(fileOf(key));
      return s.isFile() ? { key, size: s.size, modifiedAt: s.mtime } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await makeFolder(path.dirname(file));
      // 'wx': fails if the file exists. Written to a temporary name first so a reader never
      // sees half a file, then linked into place (link also refuses to overwrite).
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await fs.writeFile(temp, data, { flag: 'wx' });
        await fs.link(temp, file);
      } finally {
        // Also after a failed write: a full disk leaves the part written so far behind.
        await fs.rm(temp, { force: true });
      }
    },

    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async list(prefix) {
      // 'door-photos/' lists the folder; 'door-photos/<id>-' the names in it starting so (as S3 does).
      const folder = prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')));
      let names: string[];
      try {
        names = await fs.readdir(path.join(root, folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const objects = await Promise.all(
        names
          .map((name) => `${folder}/${name}`)
          .filter((key) => key.startsWith(prefix) && STORAGE_KEY.test(key))
          .map((key) => stat(key)),
      );
      return objects.filter((o): o is StoredObject => o !== undefined);
    },

    stat,

    async read(key) {
      const found = await stat(key);
      if (!found) return undefined;
      return { body: createReadStream(fileOf(key)), size: found.size, modifiedAt: found.modifiedAt };
    },

    publicUrl: (key) => `${PUBLIC_PREFIX}${key}`,

    keyFromUrl: (url) => keyFromPublicUrl(url),

    async ping() {
      // The folder appears with the first upload, so until then its nearest existing parent
      // must be a folder we can write in. Nothing is created here: a probe has no side effects.
      let dir = root;
      for (;;) {
        try {
          const s = await fs.stat(dir);
          if (!s.isDirectory()) throw new Error(`${dir} is not a folder`);
          await fs.access(dir, constants.R_OK | constants.W_OK | constants.X_OK);
          return;
        } catch (error) {
          const parent = path.dirname(dir);
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === dir) throw error;
          dir = parent;
        }
      }
    },
  };
}
