/** Chooses where media files live from configuration (MEDIA_STORAGE). */
import { mkdir } from "node:fs/promises";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createDatabaseMediaStorage } from "./database-media-storage";
import { createLocalMediaStorage } from "./local-media-storage";
import type { MediaStorage } from "./media-storage";
import { createS3MediaStorage } from "./s3-media-storage";

type StorageConfig = Pick<
  Config,
  | "MEDIA_STORAGE"
  | "mediaDir"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_FORCE_PATH_STYLE"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PREFIX"
>;

export async function mediaStorageOf(config: StorageConfig, db: Database): Promise<MediaStorage> {
  switch (config.MEDIA_STORAGE) {
    case "database":
      return createDatabaseMediaStorage(db);
    case "s3":
      return createS3MediaStorage({
        bucket: config.S3_BUCKET ?? "",
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
        prefix: config.S3_PREFIX,
      });
    default:
      await mkdir(config.mediaDir, { recursive: true });
      return createLocalMediaStorage(config.mediaDir);
  }
}
