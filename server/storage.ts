import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** Where uploaded files live; local disk under DATA_DIR by default. */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const path = normalize(join(root, key));
    // Keys come from our own code, but never let one escape the root.
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = resolve(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** In-memory storage for tests. */
export function memoryStorage(): Storage {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (k, d) => void files.set(k, d),
    get: async (k) => files.get(k) ?? null,
    remove: async (k) => void files.delete(k),
  };
}
