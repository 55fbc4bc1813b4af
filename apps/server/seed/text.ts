/** Text helpers for slugs, media ids and deterministic hashing. */
import { slugOf } from "@forkful/contracts/slugs";

/** kebab-case ASCII slug, "&" said as "and": "Chicken 65 (Dry)" → "chicken-65-dry". */
export function slugify(name: string): string {
  return slugOf(name.replace(/&/g, " and "));
}

/** 32-bit FNV-1a hash, stable across runs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const MEDIA_ID_MAX = 64;

/** A media id matching /^[a-z0-9][a-z0-9-]{0,63}$/; long ids are cut and suffixed with a hash to stay unique. */
export function mediaId(...parts: string[]): string {
  const id = parts.map(slugify).filter(Boolean).join("-");
  if (id.length <= MEDIA_ID_MAX) return id;
  const suffix = hashString(id).toString(36);
  return `${id.slice(0, MEDIA_ID_MAX - suffix.length - 1).replace(/-+$/, "")}-${suffix}`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
