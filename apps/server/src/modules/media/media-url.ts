import { MEDIA_BASE_PATH } from "@forkful/contracts/api";
import type { Media } from "@forkful/contracts/merchants";

/** The public path of a media file: /media/{type}/{id}.{extension} (spec §3). */
export function mediaUrl(row: { id: string; entityType: string; extension: string }): string {
  return `${MEDIA_BASE_PATH}/${row.entityType.toLowerCase()}/${row.id}.${row.extension}`;
}

/** A media file as answers show it (a logo, a photo, an item's image), with its public path. */
export function toMedia(row: Omit<Media, "url">): Media {
  return { id: row.id, entityType: row.entityType, mimeType: row.mimeType, extension: row.extension, url: mediaUrl(row) };
}
