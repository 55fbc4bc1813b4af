import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOrCreateSecret, MIN_SECRET_LENGTH } from "./server-secret";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "forkful-secret-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("loadOrCreateSecret", () => {
  it("uses JWT_SECRET when given", async () => {
    expect(await loadOrCreateSecret("x".repeat(40), join(dir, "unused", "secret"))).toBe("x".repeat(40));
  });

  it("creates a private secret once and keeps it", async () => {
    const file = join(dir, "secrets", "jwt-secret");
    const first = await loadOrCreateSecret(undefined, file);
    expect(first.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSecret(undefined, file)).toBe(first);
    expect(await readdir(join(dir, "secrets"))).toEqual(["jwt-secret"]);
  });

  it("gives processes starting together the same secret", async () => {
    const file = join(dir, "together", "jwt-secret");
    const secrets = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateSecret(undefined, file)));
    expect(new Set(secrets).size).toBe(1);
  });

  it("refuses a secret file that is empty or too short instead of signing with it", async () => {
    const file = join(dir, "short-secret");
    await writeFile(file, "");
    await expect(loadOrCreateSecret(undefined, file)).rejects.toThrow(/no usable secret/);
    await writeFile(file, "short\n");
    await expect(loadOrCreateSecret(undefined, file)).rejects.toThrow(/delete it or set JWT_SECRET/);
  });
});
