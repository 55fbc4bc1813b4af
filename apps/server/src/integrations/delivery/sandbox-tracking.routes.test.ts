/** The sandbox partners' tracking page, served by the real app at the tracking URL the partners give out. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { createSandboxCouriersStore } from "./sandbox-couriers.store";
import { createSandboxCouriers } from "./sandbox-couriers-engine";
import { SANDBOX_COURIER } from "./sandbox-timeline";

let now = TEST_NOW;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: () => now });
});
afterAll(() => testApp.close());

async function bookedDelivery(dropText: string): Promise<{ id: string; trackingPath: string }> {
  // The same sandbox_deliveries the app's sandbox partners read.
  const couriers = createSandboxCouriers({
    store: createSandboxCouriersStore(testApp.database.db),
    clock: () => now,
    pace: 1,
    publicUrl: "",
  });
  const quote = await couriers.quote({
    partner: "SIMPERY",
    reference: `order-${dropText.length}:1`,
    pickup: { lat: 40.7128, lng: -74.006 },
    dropoff: { lat: 40.7209, lng: -73.9961, text: dropText },
    currency: "USD",
    orderValue: 2000,
    tip: 0,
  });
  if (!quote.ok) throw new Error(quote.reason);
  const delivery = await couriers.accept("SIMPERY", quote.id);
  if ("error" in delivery) throw new Error(delivery.message);
  return { id: delivery.id, trackingPath: delivery.trackingUrl };
}

describe("the sandbox tracking page", () => {
  it("shows the delivery's state, courier and ETA, and refreshes itself until the end", async () => {
    now = TEST_NOW;
    const { id, trackingPath } = await bookedDelivery("200 Mulberry St");
    expect(trackingPath).toBe(`/sandbox/delivery/SIMPERY/${id}`);
    now = new Date(TEST_NOW.getTime() + SANDBOX_COURIER.assignAfterMs + 5_000);
    const page = await testApp.app.inject({ method: "GET", url: trackingPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).toContain("Courier on the way to the restaurant");
    expect(page.body).toMatch(/<dt>Courier<\/dt><dd>[^<]+<\/dd>/);
    expect(page.body).toMatch(/About \d+ min/);
    expect(page.body).toContain('http-equiv="refresh"');
    // The courier's dot on the route drawing.
    expect(page.body).toContain("<title>Courier</title>");

    now = new Date(TEST_NOW.getTime() + 2 * 60 * 60_000);
    const done = await testApp.app.inject({ method: "GET", url: trackingPath });
    expect(done.body).toContain("<h1>Delivered</h1>");
    expect(done.body).not.toContain('http-equiv="refresh"');
  });

  it("answers 404 for an unknown delivery or another partner's, and 400 for a partner that does not exist", async () => {
    const { id } = await bookedDelivery("9 Elm St");
    expect((await testApp.app.inject({ method: "GET", url: "/sandbox/delivery/SIMPERY/quote_nope" })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: `/sandbox/delivery/DUNZO/${id}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: `/sandbox/delivery/UBER/${id}` })).statusCode).toBe(400);
  });
});
