import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mediaFiles } from "../../db/schema/media-files";
import { isSafeMediaKey, type MediaKey, type MediaStorage } from "./media-storage";

/** Media files in the database (table media_files): every instance reads the same ones. */
export function createDatabaseMediaStorage(db: Database): MediaStorage {
  const normal = (key: MediaKey) => {
    if (!isSafeMediaKey(key)) throw new RangeError(`Unsafe media key ${JSON.stringify(key)}`);
    return { type: key.type.toLowerCase(), id: key.id, extension: key.extension.toLowerCase() };
  };
  return {
    async put(key, bytes) {
      const row = { ...normal(key), bytes, size: bytes.byteLength };
      await db
        .insert(mediaFiles)
        .values(row)
        .onConflictDoUpdate({
          target: [mediaFiles.type, mediaFiles.id, mediaFiles.extension],
          set: { bytes: row.bytes, size: row.size, storedAt: new Date() },
        });
    },
    async get(key) {
      if (!isSafeMediaKey(key)) return null;
      const { type, id, extension } = normal(key);
      const [row] = await db
        .select({ bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.type, type), eq(mediaFiles.id, id), eq(mediaFiles.extension, extension)));
      return row ? new Uint8Array(row.bytes) : null;
    },
  };
}
