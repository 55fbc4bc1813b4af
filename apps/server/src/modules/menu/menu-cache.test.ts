/** A cached menu is answered from memory: no database query, and no wait on a database busy with someone's burst. */
import { menuDataSchema } from "@forkful/contracts/menu";
import { findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { watchDatabase } from "../../test/database-watch";
import { mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { MENU_CACHE_TTL_MS, MENU_STALE_MS } from "./cached-menus";

const clock = mutableClock();
let t: TestApp;
let menuPath: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const [restaurant] = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body).restaurants;
  menuPath = `/merchants/locations/${restaurant!.id}/menu?orderType=${restaurant!.orderTypes[0]!.menuType}`;
});
afterAll(() => t.close());

const readMenu = async () => {
  const { status, response } = await t.get(menuPath);
  expect(status).toBe(200);
  return response.body;
};

describe("the cached menu", () => {
  it("is answered without any database query", async () => {
    const first = await readMenu();
    const watch = watchDatabase(t.database);
    try {
      expect(await readMenu()).toBe(first);
      expect(watch.asked).toBe(0);
    } finally {
      watch.stop();
    }
  });

  it("is still answered past its ttl while the database is held, and reloaded behind it", async () => {
    const before = await readMenu();
    clock.advance(MENU_CACHE_TTL_MS + 1);
    const watch = watchDatabase(t.database);
    try {
      watch.hold();
      // Were this read to wait for its reload, it would wait for the release below: it never comes first.
      expect(await readMenu()).toBe(before);
      watch.release();
      // One reload was started behind the stale answers.
      await vi.waitFor(() => expect(watch.asked).toBeGreaterThan(0));
    } finally {
      watch.stop();
    }
    expect(menuDataSchema.parse((await t.get(menuPath)).body).menu.length).toBeGreaterThan(0);
  });

  it("is loaded afresh once it is older than its ttl and stale time together", async () => {
    await readMenu();
    clock.advance(MENU_CACHE_TTL_MS + MENU_STALE_MS + 1);
    const watch = watchDatabase(t.database);
    try {
      await readMenu();
      expect(watch.asked).toBeGreaterThan(0);
    } finally {
      watch.stop();
    }
  });
});
