import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileStore, StoredFile } from './file-store.ts';

/** Keys are relative paths made of safe segments (`mindmaps/<uuid>.pdf`); anything else is refused. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function createFilesystemStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not a valid file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, content);
      await fs.promises.rename(temporary, target);
    },
    async get(key, range): Promise<StoredFile | null> {
      const target = resolve(key);
      try {
        const stat = await fs.promises.stat(target);
        return { size: stat.size, stream: fs.createReadStream(target, range) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await fs.promises.stat(resolve(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
