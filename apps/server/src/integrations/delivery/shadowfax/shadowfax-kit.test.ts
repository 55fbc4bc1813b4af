import type { DeliveryState } from "@forkful/contracts/delivery";
import { describe, expect, it } from "vitest";
import type { PartnerRequest } from "../partner-kit";
import { FAKE_COURIER, tripRequest } from "../testing/fake-couriers";
import { describePartnerKit, kitWorld } from "../testing/partner-kit-contract";
import { shadowfaxKit } from "./shadowfax-kit";

describePartnerKit({
  kit: shadowfaxKit,
  name: "Shadowfax",
  // Shadowfax's rider is COLLECTED from pickup to the door.
  readsAs: { enroute_to_dropoff: "picked_up" },
  courier: { name: FAKE_COURIER.name, phone: FAKE_COURIER.phone, vehicle: null, staffId: FAKE_COURIER.staffId },
});

const restaurant = {
  name: "Forkful Diner",
  contact_number: "+918012345678",
  address_line_1: "1 Church Street, Bengaluru",
  latitude: 12.9716,
  longitude: 77.5946,
};
const diner = {
  name: "Priya",
  contact_number: "+919876543210",
  address_line_1: "12 MG Road, Bengaluru",
  latitude: 12.985,
  longitude: 77.61,
};

describe("Shadowfax's adapter speaks Shadowfax's API", () => {
  const world = kitWorld(shadowfaxKit);

  it("asks serviceability with both places", async () => {
    await world.api.quote(tripRequest());
    expect(world.sent).toEqual([
      { method: "POST", path: "/api/v2/order/serviceability/", body: { pickup_details: restaurant, drop_details: diner, currency: "INR" } },
    ]);
  });

  it("creates the order under Forkful's reference as client_order_id, already paid", async () => {
    const quote = await world.api.quote(tripRequest());
    if (!quote.ok) throw new Error(quote.reason);
    const accepted = await world.api.accept(quote.quoteId);
    expect(accepted).toMatchObject({ ok: true, delivery: { externalId: "sfx-order-1:1", state: "confirmed" } });
    expect(world.sent[1]).toEqual({
      method: "POST",
      path: "/api/v2/orders/",
      body: {
        client_order_id: "order-1:1",
        pickup_details: restaurant,
        drop_details: { ...diner, instructions: "Ring twice" },
        order_details: { order_value: 52_500, paid: true },
        currency: "INR",
      },
    });
  });

  it("asks an order's status and cancels it on the order's own paths", async () => {
    const id = await world.booked();
    await world.api.status(id);
    await world.api.cancel(id, "Restaurant closed");
    const path = encodeURIComponent(id);
    expect(world.sent.slice(-2)).toEqual([
      { method: "GET", path: `/api/v2/orders/${path}/status/` },
      { method: "PUT", path: `/api/v2/orders/${path}/cancel/`, body: { cancel_reason: "Restaurant closed" } },
    ]);
  });

  it("answers a second order for the same client_order_id with the first", async () => {
    const id = await world.booked();
    const order = world.sent.find((request) => request.path === "/api/v2/orders/")!;
    expect(await shadowfaxKit.sandboxApi(world.couriers)(order)).toMatchObject({
      status: 200,
      body: { sfx_order_id: id, status: "ACCEPTED" },
    });
  });

  it("reads an address it does not serve from is_serviceable, with or without a message", async () => {
    const sandbox = await shadowfaxKit.sandboxApi(world.couriers)({
      method: "POST",
      path: "/api/v2/order/serviceability/",
      body: { pickup_details: restaurant, drop_details: { ...diner, address_line_1: "no couriers" } },
    });
    expect(sandbox).toEqual({
      status: 200,
      body: { is_serviceable: false, currency: "INR", message: "SHADOWFAX has no courier for this address" },
    });
    const silent = shadowfaxKit.adapter(async () => ({ status: 200, body: { is_serviceable: false } }));
    expect(await silent.quote(tripRequest())).toEqual({ ok: false, reason: "Shadowfax does not serve this address" });
  });

  it.each<[DeliveryState, string]>([
    ["confirmed", "ACCEPTED"],
    ["enroute_to_pickup", "ALLOTTED"],
    ["arrived_at_pickup", "ARRIVED"],
    ["picked_up", "COLLECTED"],
    ["enroute_to_dropoff", "COLLECTED"],
    ["arrived_at_dropoff", "CUSTOMER_DOOR_STEP"],
    ["delivered", "DELIVERED"],
    ["cancelled", "CANCELLED"],
  ])("says %s as Shadowfax does (%s), in the status and the webhook", async (state, word) => {
    const id = await world.booked();
    world.couriers.advance(id, state);
    const answer = await shadowfaxKit.sandboxApi(world.couriers)({ method: "GET", path: `/api/v2/orders/${id}/status/` });
    expect(answer.body).toMatchObject({ sfx_order_id: id, client_order_id: "order-1:1", status: word });
    const delivery = (await world.couriers.find("SHADOWFAX", id))!;
    expect(shadowfaxKit.webhookBody(delivery)).toMatchObject({ sfx_order_id: id, status: word, event_time: expect.any(String) });
  });

  it("passes on Shadowfax's error message, and answers a body it cannot read with it", async () => {
    const adapter = shadowfaxKit.adapter(async () => ({ status: 409, body: { message: "Duplicate client_order_id" } }));
    expect(await adapter.cancel("sfx-1", "why")).toEqual({ ok: false, reason: "Duplicate client_order_id" });
    const answer = await shadowfaxKit.sandboxApi(world.couriers)({
      method: "POST",
      path: "/api/v2/orders/",
      body: { client_order_id: "" },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: expect.any(String) } });
  });

  it.each<PartnerRequest>([
    { method: "GET", path: "/api/v2/orders/" },
    { method: "GET", path: "/api/v2/orders/sfx-1/status" },
    { method: "POST", path: "/api/v2/orders/sfx-1/cancel/" },
  ])("answers 404 to $method $path", async (request) => {
    expect(await shadowfaxKit.sandboxApi(world.couriers)(request)).toMatchObject({ status: 404, body: { message: "Order not found" } });
  });

  it.each([
    ["an unknown status", { sfx_order_id: "sfx-1", status: "RTO_INITIATED", event_time: "2026-11-24T12:00:00Z" }],
    ["no order", { status: "DELIVERED", event_time: "2026-11-24T12:00:00Z" }],
    ["no event time", { sfx_order_id: "sfx-1", status: "DELIVERED" }],
  ])("reads no webhook with %s", (_, body) => {
    expect(shadowfaxKit.readWebhook(body)).toBeNull();
  });
});
