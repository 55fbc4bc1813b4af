/** With media in the database, the files seeded (or stored) through one instance are served by every other. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRestaurants } from "../../test/order-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ mediaStorage: "database" });
  // Another instance: its own process and (empty) folder, the same database.
  b = await createTestApp({ mediaStorage: "database", database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe("media in the database (MEDIA_STORAGE=database)", () => {
  it("serves on B the logos and dish pictures seeded through A, byte for byte", async () => {
    const [restaurant] = await openRestaurants(a, "pickup");
    const urls = restaurant!.media.map((media) => media.url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const [fromA, fromB] = [await a.app.inject({ method: "GET", url }), await b.app.inject({ method: "GET", url })];
      expect(fromB.statusCode, url).toBe(200);
      expect(fromB.headers["content-type"]).toBe(fromA.headers["content-type"]);
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    }
    expect((await b.app.inject({ method: "GET", url: "/media/logo/no-such-logo.svg" })).statusCode).toBe(404);
  });
});
