/**
 * The app shell as it travels: scripts and styles as the brotli or gzip copies made at build, pages compressed as they
 * are sent, each with Vary: Accept-Encoding and the same caching as the plain file; and a real robots.txt.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { CSP_NONCE_META } from "@forkful/contracts/tag-manager";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { preferredEncoding } from "./page-encoding";

const SCRIPT = `export const dishes = [${Array.from({ length: 200 }, (_, i) => `"dish ${i}"`).join(",")}];\n`;
const SMALL_SCRIPT = "export const x = 1;\n";

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), "forkful-web-"));
  await mkdir(join(webDistDir, "assets"));
  await writeFile(join(webDistDir, "index.html"), "<!doctype html><html><head><title>Forkful</title></head><body></body></html>");
  await writeFile(join(webDistDir, "assets", "index-abc123.js"), SCRIPT);
  await writeFile(join(webDistDir, "assets", "index-abc123.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(join(webDistDir, "assets", "index-abc123.js.gz"), gzipSync(SCRIPT));
  await writeFile(join(webDistDir, "assets", "small-abc123.js"), SMALL_SCRIPT);
  t = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

function decoded(answer: LightMyRequestResponse): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.rawPayload).toString("utf8");
  return answer.body;
}

describe("a script of the build", () => {
  it.each([
    ["br", "gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip, deflate", "gzip"],
    ["gzip when brotli is refused", "br;q=0, gzip", "gzip"],
    ["identity", "identity", undefined],
    ["identity with no header", undefined, undefined],
  ])("comes as %s", async (_name, acceptEncoding, expected) => {
    const answer = await get("/assets/index-abc123.js", acceptEncoding);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(expected);
    expect(answer.headers["content-type"]).toContain("javascript");
    expect(answer.headers.vary).toContain("accept-encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.rawPayload.length);
    if (expected) expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(answer)).toBe(SCRIPT);
  });

  it("a file too small to have compressed copies comes as it is", async () => {
    const answer = await get("/assets/small-abc123.js", "br, gzip");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toBe(SMALL_SCRIPT);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a missing script is a 404 in every encoding, never the app's HTML", async () => {
    for (const acceptEncoding of ["br", "gzip", undefined]) {
      const answer = await get("/assets/gone-abc123.js", acceptEncoding);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers["content-type"]).not.toContain("text/html");
    }
  });
});

describe("a page (index.html)", () => {
  it.each([
    ["br", "gzip, deflate, br", "br"],
    ["gzip", "gzip", "gzip"],
    ["identity", "identity", undefined],
  ])("comes as %s, with its tag and caching", async (_name, acceptEncoding, expected) => {
    const answer = await get("/account/MyOrders", acceptEncoding);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(expected);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.headers.vary).toContain("accept-encoding");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(decoded(answer)).toContain(`<meta property="${CSP_NONCE_META}" /></head>`);
  });
});

describe("robots.txt", () => {
  it("is a real robots.txt: public pages allowed, the API and a diner's own pages not", async () => {
    const answer = await get("/robots.txt");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = answer.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/data-services/",
      "/sandbox/",
      "/account",
      "/receipt/",
      "/*/*/account",
      "/*/*/tracker/",
      "/*/*/receipt/",
      "/*/*/order/",
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // The public pages are not disallowed.
    expect(answer.body).not.toMatch(/Disallow: \/\*\/\*\/(menu|details)|Disallow: \/restaurants|Disallow: \/$/m);
  });
});

describe("HEAD", () => {
  const SAME_HEADERS = ["content-type", "content-encoding", "content-length", "cache-control", "vary", "content-security-policy"];

  it.each([
    ["the restaurant list", "/", undefined],
    ["the restaurant list, compressed", "/", "br, gzip"],
    ["the app's HTML by name", "/index.html", "gzip"],
    ["a restaurant's menu", "/restaurant/sakura-street-ramen-japantown/menu/pickup", undefined],
    ["the account's favourites", "/account/Favorites", "br"],
    ["a script", "/assets/index-abc123.js", undefined],
    ["a script, compressed", "/assets/index-abc123.js", "br, gzip"],
    ["a small script", "/assets/small-abc123.js", "gzip"],
    ["a missing script", "/assets/missing-abc123.js", undefined],
    ["robots.txt", "/robots.txt", undefined],
  ])("of %s (%s) answers as GET does, without a body", async (_name, url, acceptEncoding) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    const [got, head] = await Promise.all([get(url, acceptEncoding), t.app.inject({ method: "HEAD", url, headers })]);
    expect(head.statusCode, url).toBe(got.statusCode);
    for (const name of SAME_HEADERS) expect(head.headers[name], `${url}: ${name}`).toEqual(got.headers[name]);
    expect(head.rawPayload.length, url).toBe(0);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["", null],
    [undefined, null],
    ["br;q=abc, gzip", "gzip"],
    [";;,,q=,\u0000", null],
  ])("%s → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
