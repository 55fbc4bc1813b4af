/** A stored media file by its type and file name ({id}.{extension}), with the content type its extension names. */
import type { MediaStorage } from "../../integrations/storage/media-storage";
import { NotFoundError } from "../../lib/domain-errors";

const MIME_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

export async function getMediaFile(
  deps: { storage: MediaStorage },
  { type, file }: { type: string; file: string },
): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const dot = file.lastIndexOf(".");
  const id = file.slice(0, dot);
  const extension = file.slice(dot + 1).toLowerCase();
  const mimeType = MIME_TYPES[extension];
  const bytes = mimeType ? await deps.storage.get({ type: type.toLowerCase(), id, extension }) : null;
  if (!bytes || !mimeType) throw new NotFoundError("No such media file");
  return { bytes, mimeType };
}
