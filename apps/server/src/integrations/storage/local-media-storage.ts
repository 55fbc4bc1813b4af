import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isSafeMediaKey, type MediaKey, type MediaStorage } from "./media-storage";

/** Media files in a local folder: {root}/{type}/{id}.{extension}. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const pathOf = (key: MediaKey) => {
    if (!isSafeMediaKey(key)) throw new RangeError(`Unsafe media key ${JSON.stringify(key)}`);
    return join(root, key.type.toLowerCase(), `${key.id}.${key.extension.toLowerCase()}`);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(root, key.type.toLowerCase()), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      if (!isSafeMediaKey(key)) return null;
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
