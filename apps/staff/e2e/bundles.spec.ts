/**
 * Diners never download staff code (issue 26): no built JavaScript file of the diners' app holds a staff call's path or
 * the console's session key, and the console is served on its own, under /staff, from its own built files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { STAFF_APP_PATH } from "@forkful/contracts/staff-console";
import { expect, test } from "@playwright/test";

const WEB_ASSETS = resolve(import.meta.dirname, "../../web/dist/assets");
/**
 * What only staff code holds: a staff call's path (every one is /data-services/staff/…, and the console's own pages are
 * /staff/…), and the key the console keeps its session under (apps/staff/src/shared/api/staff-session.ts).
 */
const STAFF_MARKS = ["/staff/", "forkful-staff-session"];

test("the diners' built JavaScript holds no staff code", () => {
  const files = readdirSync(WEB_ASSETS).filter((name) => name.endsWith(".js"));
  expect(files.length, `built JavaScript in ${WEB_ASSETS} (run npm run build first)`).toBeGreaterThan(0);
  const found = files.flatMap((name) => {
    const text = readFileSync(resolve(WEB_ASSETS, name), "utf8");
    return STAFF_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${name} holds "${mark}"`);
  });
  expect(found).toEqual([]);
});

test("the console answers at /staff with its sign-in page, from its own files under /staff/assets", async ({ request }) => {
  const page = await request.get(STAFF_APP_PATH);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("<title>Forkful for restaurants</title>");
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(src).toMatch(new RegExp(`^${STAFF_APP_PATH}/assets/[^/]+\\.js$`));
    const script = await request.get(src);
    expect(script.status(), src).toBe(200);
    expect(script.headers()["content-type"]).toContain("javascript");
  }
});
