/** DoorDash's kit against the sandbox's DoorDash (the real engine on PGlite): the adapter ↔ sandbox round trip and its webhooks. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client";
import { openTestDatabase } from "../../../test/test-database";
import type { DeliveryPartnerApi, QuoteRequest } from "../delivery-partner";
import type { PartnerTransport } from "../partner-kit";
import type { SandboxCouriers } from "../sandbox-couriers";
import { createSandboxCouriersStore } from "../sandbox-couriers.store";
import { createSandboxCouriers } from "../sandbox-couriers-engine";
import { SANDBOX_COURIER } from "../sandbox-timeline";
import { doordashKit } from "./doordash-kit";

const START = new Date("2026-11-24T18:00:00Z");
let now = START;
const at = (ms: number) => {
  now = new Date(START.getTime() + ms);
};

let database: DatabaseHandle;
let couriers: SandboxCouriers;
let sandbox: PartnerTransport;
let api: DeliveryPartnerApi;
beforeAll(async () => {
  database = await openTestDatabase();
  couriers = createSandboxCouriers({
    store: createSandboxCouriersStore(database.db),
    clock: () => now,
    pace: 1,
    publicUrl: "http://forkful.test",
  });
  sandbox = doordashKit.sandboxApi(couriers);
  api = doordashKit.adapter(sandbox);
});
afterAll(() => database.close());

function request(reference: string, address = "1 Dr Carlton B Goodlett Pl, San Francisco"): QuoteRequest {
  return {
    reference,
    pickup: { lat: 37.7825, lng: -122.4106, address: "901 Market St", name: "Forkful Mission", phone: "+14155550100" },
    dropoff: { lat: 37.7793, lng: -122.4193, address, name: "Ana", phone: null },
    orderValue: 2450,
    currency: "USD",
    tip: 300,
  };
}

describe("DoorDash over the sandbox", () => {
  it("quotes, accepts, follows the dasher to the door and reads it like a live DoorDash", async () => {
    at(0);
    const quote = await api.quote(request("order-1:1"));
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote.quoteId).toMatch(/^order-1-1-[0-9a-f]{6}$/);
    expect(quote.fee).toBeGreaterThan(599);
    expect(quote.currency).toBe("USD");

    const accepted = await api.accept(quote.quoteId);
    expect(accepted).toMatchObject({
      ok: true,
      fee: quote.fee,
      delivery: { externalId: quote.quoteId, state: "confirmed", courier: null },
    });
    expect(await api.accept(quote.quoteId)).toMatchObject({ ok: false, reason: expect.stringContaining("already accepted") });
    expect(await api.courierLocation(quote.quoteId)).toBeNull();

    at(SANDBOX_COURIER.assignAfterMs + 1_000);
    const assigned = await api.status(quote.quoteId);
    expect(assigned).toMatchObject({
      state: "enroute_to_pickup",
      courier: { name: expect.any(String), phone: expect.stringMatching(/^\+1555/), staffId: expect.stringMatching(/^doordash-courier-/) },
      trackingUrl: `http://forkful.test/sandbox/delivery/DOORDASH/${quote.quoteId}`,
    });
    expect(assigned?.courier?.vehicle).toBeTruthy();
    const point = await api.courierLocation(quote.quoteId);
    expect(point).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number), at: now });

    at(60 * 60_000);
    expect(await api.status(quote.quoteId)).toMatchObject({ state: "delivered" });
    expect(await api.courierLocation(quote.quoteId)).toBeNull();
    expect(await api.cancel(quote.quoteId, "too late")).toMatchObject({ ok: false });
  });

  it("cancels before pickup", async () => {
    at(0);
    const quote = await api.quote(request("order-2:1"));
    if (!quote.ok) throw new Error(quote.reason);
    await api.accept(quote.quoteId);
    at(25_000);
    expect(await api.cancel(quote.quoteId, "Order cancelled")).toEqual({ ok: true });
    expect(await api.status(quote.quoteId)).toMatchObject({ state: "cancelled", cancelReason: "cancelled_by_creator", courier: null });
  });

  it("refuses 'DoorDash refuses' and 'no couriers' addresses, and answers unknown deliveries and paths like DoorDash", async () => {
    expect(await api.quote(request("order-3:1", "DoorDash refuses, 4 Elm St"))).toMatchObject({ ok: false });
    expect(await api.quote(request("order-3:1", "NO COURIERS, 4 Elm St"))).toMatchObject({ ok: false });
    expect(await api.quote(request("order-3:1", "Dunzo refuses, 4 Elm St"))).toMatchObject({ ok: true });
    expect(await api.status("order-unknown")).toBeNull();
    expect(await api.accept("order-unknown")).toMatchObject({ ok: false });
    expect(await sandbox({ method: "GET", path: "/drive/v2/businesses" })).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await sandbox({ method: "POST", path: "/drive/v2/quotes", body: { external_delivery_id: "x" } })).toMatchObject({
      status: 400,
      body: { code: "validation_error" },
    });
    expect(await sandbox({ method: "GET", path: "/drive/v2/deliveries/%E0%A4%A" })).toMatchObject({ status: 404 });
  });

  it("answers 409 for a quote under the id of a delivery already booked", async () => {
    at(0);
    const body = {
      external_delivery_id: "fixed-id-1",
      pickup_address: "901 Market St",
      pickup_location: { lat: 37.7825, lng: -122.4106 },
      dropoff_address: "City Hall",
      dropoff_location: { lat: 37.7793, lng: -122.4193 },
      order_value: 1000,
    };
    expect((await sandbox({ method: "POST", path: "/drive/v2/quotes", body })).status).toBe(200);
    expect((await sandbox({ method: "POST", path: "/drive/v2/quotes/fixed-id-1/accept" })).status).toBe(200);
    expect(await sandbox({ method: "POST", path: "/drive/v2/quotes", body })).toMatchObject({
      status: 409,
      body: { code: "duplicate_delivery_id" },
    });
  });
});

describe("DoorDash's webhooks", () => {
  it("names the step in event_name and reads back the delivery and its state", async () => {
    at(0);
    const quote = await api.quote(request("order-4:1"));
    if (!quote.ok) throw new Error(quote.reason);
    await api.accept(quote.quoteId);
    at(SANDBOX_COURIER.assignAfterMs);
    const delivery = await couriers.find("DOORDASH", quote.quoteId);
    const body = doordashKit.webhookBody(delivery!);
    expect(body).toMatchObject({
      event_name: "DASHER_CONFIRMED",
      external_delivery_id: quote.quoteId,
      delivery_status: "enroute_to_pickup",
    });
    expect(doordashKit.readWebhook(JSON.parse(JSON.stringify(body)))).toEqual({ externalId: quote.quoteId, state: "enroute_to_pickup" });
  });

  it("reads nothing from a body that is not DoorDash's", () => {
    expect(doordashKit.readWebhook(null)).toBeNull();
    expect(
      doordashKit.readWebhook({ event_name: "DASHER_PICKED_UP", external_delivery_id: "x", delivery_status: "teleported" }),
    ).toBeNull();
    expect(doordashKit.readWebhook({ event_name: "DASHER_PICKED_UP", delivery_status: "picked_up" })).toBeNull();
    expect(doordashKit.readWebhook("DASHER_PICKED_UP")).toBeNull();
  });
});
