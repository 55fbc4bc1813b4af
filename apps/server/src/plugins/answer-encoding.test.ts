/**
 * API answers as they travel: a JSON answer of 1 KB or more is compressed in the encoding the client prefers, and
 * decodes to the very answer an uncompressed call gets; a small one, a client that accepts neither, and a live stream
 * are sent as they are. A cached answer's compressed copy is made once.
 */

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { decodePayload, encodePayload } from "@forkful/contracts/envelope";
import { findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { ANSWER_COMPRESS_MIN_BYTES } from "./answer-encoding";

/** Each brotli compression the server makes, counted. */
const brotliRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:zlib", async (original) => {
  const zlib = await original<typeof import("node:zlib")>();
  const brotliCompress = (...args: Parameters<typeof zlib.brotliCompress>) => {
    brotliRuns.count += 1;
    return zlib.brotliCompress(...args);
  };
  return { ...zlib, brotliCompress, default: { ...zlib, brotliCompress } };
});

let t: TestApp;
let menuPayload: string;
beforeAll(async () => {
  t = await createTestApp();
  const [restaurant] = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body).restaurants;
  menuPayload = JSON.stringify({ data: encodePayload({ locationId: restaurant?.id, type: restaurant?.orderTypes[0]?.menuType }) });
});
afterAll(() => t.close());

const menu = (acceptEncoding?: string) =>
  t.app.inject({
    method: "POST",
    url: "/data-services/merchants/menu/v2",
    headers: {
      "content-type": "application/json",
      "x-app-version": "v2",
      ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
    },
    payload: menuPayload,
  });

function decoded(answer: LightMyRequestResponse): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.rawPayload).toString("utf8");
  return answer.payload;
}

it("compresses a large answer in the encoding the client prefers, and it decodes to the plain answer", async () => {
  const plain = await menu();
  expect(plain.statusCode).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  expect(plain.rawPayload.length).toBeGreaterThan(ANSWER_COMPRESS_MIN_BYTES);
  for (const [accept, encoding] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
  ] as const) {
    const answer = await menu(accept);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers["content-length"])).toBe(answer.rawPayload.length);
    expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoded(answer)).toBe(plain.payload);
  }
});

it("compresses a cached answer once, and an answer made for its caller each time", async () => {
  const first = await menu("br");
  const before = brotliRuns.count;
  const second = await menu("br");
  expect(brotliRuns.count).toBe(before);
  expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  // A search is made for its caller each time.
  const search = JSON.parse(menuPayload) as { data: string };
  const searched = () =>
    t.app.inject({
      method: "POST",
      url: "/data-services/merchants/menu/v2",
      headers: { "content-type": "application/json", "x-app-version": "v2", "accept-encoding": "br" },
      payload: { data: encodePayload({ ...(decodePayload(search.data) as object), searchText: "a" }) },
    });
  const found = await searched();
  expect(found.headers["content-encoding"]).toBe("br");
  await searched();
  expect(brotliRuns.count).toBe(before + 2);
});

it("leaves a small answer, an unaccepted encoding and a refusal's small body as they are", async () => {
  const health = await t.app.inject({ method: "GET", url: "/data-services/health", headers: { "accept-encoding": "br" } });
  expect(health.rawPayload.length).toBeLessThan(ANSWER_COMPRESS_MIN_BYTES);
  expect(health.headers["content-encoding"]).toBeUndefined();
  const identity = await menu("identity");
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(identity.payload).toBe((await menu()).payload);
  const refused = await t.app.inject({
    method: "POST",
    url: "/data-services/merchants/menu/v2",
    headers: { "content-type": "application/json", "x-app-version": "v2", "accept-encoding": "br" },
    payload: { data: "not base64 json" },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.headers["content-encoding"]).toBeUndefined();
  expect(refused.json()).toMatchObject({ statusCode: 400 });
});
