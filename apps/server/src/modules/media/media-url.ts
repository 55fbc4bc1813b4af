import { MEDIA_BASE_PATH } from "@forkful/contracts/api";

/** The public path of a media file: /media/{type}/{id}.{extension} (spec §3). */
export function mediaUrl(row: { id: string; entityType: string; extension: string }): string {
  return `${MEDIA_BASE_PATH}/${row.entityType.toLowerCase()}/${row.id}.${row.extension}`;
}
