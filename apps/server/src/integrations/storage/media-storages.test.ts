/** Every media storage keeps and gives back the same bytes: a local folder, the database, an S3-compatible bucket. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { type FakeS3, startFakeS3 } from "../../test/fake-s3";
import { openTestDatabase } from "../../test/test-database";
import { createDatabaseMediaStorage } from "./database-media-storage";
import { createLocalMediaStorage } from "./local-media-storage";
import type { MediaStorage } from "./media-storage";
import { createS3MediaStorage } from "./s3-media-storage";

let folder: string;
let database: DatabaseHandle;
let s3: FakeS3;
const storages: Record<string, () => MediaStorage> = {
  local: () => createLocalMediaStorage(folder),
  database: () => createDatabaseMediaStorage(database.db),
  s3: () =>
    createS3MediaStorage({
      bucket: "forkful-media",
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "FORKFULTESTKEY", secretAccessKey: "a-secret-key-for-the-fake-s3" },
      prefix: "media/",
    }),
};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "forkful-media-"));
  database = await openTestDatabase();
  s3 = await startFakeS3("forkful-media", "FORKFULTESTKEY");
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await database.close();
  await s3.close();
});

const logo = { type: "LOGO", id: "hudson-slice", extension: "PNG" };
const bytes = (...values: number[]) => new Uint8Array(values);

describe.each(Object.keys(storages))("media in %s storage", (kind) => {
  it("gives back the bytes put, under the key in any case, and the newest after a second put", async () => {
    const storage = storages[kind]!();
    await storage.put(logo, bytes(137, 80, 78, 71, 0, 255));
    expect(await storage.get({ type: "logo", id: "hudson-slice", extension: "png" })).toEqual(bytes(137, 80, 78, 71, 0, 255));
    await storage.put(logo, bytes(1, 2, 3));
    expect(await storage.get(logo)).toEqual(bytes(1, 2, 3));
  });

  it("answers null for a file it does not have, and refuses keys that could escape it", async () => {
    const storage = storages[kind]!();
    expect(await storage.get({ type: "item", id: "never-stored", extension: "jpg" })).toBeNull();
    expect(await storage.get({ type: "..", id: "etc", extension: "png" })).toBeNull();
    await expect(storage.put({ type: "item", id: "../../escape", extension: "png" }, bytes(1))).rejects.toThrow(RangeError);
  });

  it("is shared by every instance that opens it (not local: a folder is one machine's)", async () => {
    if (kind === "local") return;
    const [first, second] = [storages[kind]!(), storages[kind]!()];
    await first.put({ type: "item", id: "margherita", extension: "webp" }, bytes(9, 9, 9));
    expect(await second.get({ type: "item", id: "margherita", extension: "webp" })).toEqual(bytes(9, 9, 9));
  });
});

describe("the S3 storage", () => {
  it("names objects under its prefix, with their content type, signed with its key", async () => {
    await storages.s3!().put(logo, bytes(1));
    expect(s3.objects.get("media/logo/hudson-slice.png")?.contentType).toBe("image/png");
  });

  it("fails loudly when the store refuses it, rather than answering no file", async () => {
    const wrongKey = createS3MediaStorage({
      bucket: "forkful-media",
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "SOMEONEELSE", secretAccessKey: "x" },
    });
    await expect(wrongKey.get(logo)).rejects.toThrow();
  });
});
