/**
 * Media files in an S3-compatible bucket (MEDIA_STORAGE=s3): AWS S3, or any store speaking its API (MinIO, Ceph,
 * Cloudflare R2, Garage…) at S3_ENDPOINT, path-style when S3_FORCE_PATH_STYLE. Objects are `{prefix}{type}/{id}.{ext}`.
 */
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { isSafeMediaKey, type MediaKey, type MediaStorage } from "./media-storage";

export interface S3MediaOptions {
  bucket: string;
  region: string;
  /** Another store than AWS: its address (https://minio.internal:9000). */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the AWS SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** What every object's key starts with ("forkful/"), so a bucket may hold more than Forkful's media. */
  prefix?: string;
  /** Test seam: the client to use. */
  client?: S3Client;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
  gif: "image/gif",
  avif: "image/avif",
};

export function createS3MediaStorage(options: S3MediaOptions): MediaStorage {
  const client =
    options.client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      maxAttempts: 3,
    });
  const objectKey = (key: MediaKey) => {
    if (!isSafeMediaKey(key)) throw new RangeError(`Unsafe media key ${JSON.stringify(key)}`);
    return `${options.prefix ?? ""}${key.type.toLowerCase()}/${key.id}.${key.extension.toLowerCase()}`;
  };
  return {
    async put(key, bytes) {
      const extension = key.extension.toLowerCase();
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
        }),
      );
    },
    async get(key) {
      if (!isSafeMediaKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
  };
}
