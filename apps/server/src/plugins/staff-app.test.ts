/**
 * The staff console at /staff: its own pages and files from its own build, beside the diners' app on the same port;
 * a missing console file is a 404, never a page.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "forkful-apps-"));
  await mkdir(join(dir, "web"));
  await mkdir(join(dir, "staff", "assets"), { recursive: true });
  await writeFile(join(dir, "web", "index.html"), "<!doctype html><html><head><title>Forkful</title></head><body>diners</body></html>");
  await writeFile(join(dir, "staff", "index.html"), "<!doctype html><html><head><title>Staff</title></head><body>console</body></html>");
  await writeFile(join(dir, "staff", "assets", "index-abc123.js"), "console.log('staff')");
  t = await createTestApp({ webDistDir: join(dir, "web"), config: { STAFF_DIST_DIR: join(dir, "staff") } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });

describe("the staff console at /staff", () => {
  it.each(["/staff", "/staff/", "/staff/sign-in", "/staff/orders?x=1"])("serves its page at %s, uncached and not indexed", async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("console");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
  });

  it("serves its hashed files with a long cache", async () => {
    const answer = await get("/staff/assets/index-abc123.js");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe("console.log('staff')");
    expect(answer.headers["cache-control"]).toContain("immutable");
  });

  it("answers a missing file of its own with 404, not a page", async () => {
    const answer = await get("/staff/assets/gone-123.js");
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain("console");
  });

  it("leaves every other page to the diners' app", async () => {
    for (const url of ["/", "/restaurants", "/staffing-agency/some-slug"]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain("diners");
    }
  });

  it("refuses anything but a read of a page", async () => {
    expect((await t.app.inject({ method: "POST", url: "/staff/orders" })).statusCode).toBe(404);
  });
});
