/** Where media bytes live. Served as /media/{type}/{id}.{extension}. */
export interface MediaKey {
  /** lower-case entity type: meta, logo, item, subcategory */
  type: string;
  id: string;
  extension: string;
}

export interface MediaStorage {
  put(key: MediaKey, bytes: Uint8Array): Promise<void>;
  /** null when there is no such file */
  get(key: MediaKey): Promise<Uint8Array | null>;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/** Refuses keys that could escape the storage root or name odd files. */
export function isSafeMediaKey(key: MediaKey): boolean {
  return SAFE_SEGMENT.test(key.type) && SAFE_SEGMENT.test(key.id) && /^[a-z0-9]{1,8}$/i.test(key.extension);
}
