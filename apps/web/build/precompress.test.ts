import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { PRECOMPRESS_MIN_BYTES, precompressFolder } from "./precompress";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "forkful-precompress-"));
  await mkdir(join(dir, "assets"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const big = (word: string) => `${word} `.repeat(PRECOMPRESS_MIN_BYTES);

it("writes a brotli and a gzip copy beside each script, style sheet and text file over the limit, that decode to it", async () => {
  const files = { "assets/index-a1.js": big("const"), "assets/index-b2.css": big(".dish{}"), "manifest.webmanifest": big("{}") };
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
  const report = await precompressFolder(dir);
  expect(report.files).toBe(3);
  for (const [name, content] of Object.entries(files)) {
    expect(brotliDecompressSync(await readFile(join(dir, `${name}.br`))).toString()).toBe(content);
    expect(gunzipSync(await readFile(join(dir, `${name}.gz`))).toString()).toBe(content);
  }
  expect(report.brotliBytes).toBeLessThan(report.bytesBefore / 10);
});

it("leaves small files, pages, images and source maps as they are", async () => {
  await writeFile(join(dir, "assets", "tiny-c3.js"), "export {};");
  await writeFile(join(dir, "index.html"), big("<p>"));
  await writeFile(join(dir, "icon-192.png"), big("png"));
  await writeFile(join(dir, "assets", "index-a1.js.map"), big("map"));
  await precompressFolder(dir);
  const written = [...(await readdir(dir)), ...(await readdir(join(dir, "assets")))];
  expect(written.filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
});
