import type { DeliveryState } from "@forkful/contracts/delivery";
import { beforeEach, describe, expect, it } from "vitest";
import type { DeliveryPartnerApi } from "../delivery-partner";
import type { PartnerRequest } from "../partner-kit";
import type { SandboxDelivery } from "../sandbox-couriers";
import {
  FAKE_COURIER,
  FAKE_FEE,
  FAKE_NOW,
  FAKE_POSITION,
  type FakeCouriers,
  fakeCouriers,
  recordingTransport,
  tripRequest,
} from "../testing/fake-couriers";
import { dunzoKit } from "./dunzo-kit";

let couriers: FakeCouriers;
let dunzo: DeliveryPartnerApi;
let sent: PartnerRequest[];
beforeEach(() => {
  couriers = fakeCouriers();
  const recorded = recordingTransport(dunzoKit.sandboxApi(couriers));
  sent = recorded.sent;
  dunzo = dunzoKit.adapter(recorded.transport);
});

async function booked(dropText?: string) {
  const quote = await dunzo.quote(tripRequest(dropText));
  if (!quote.ok) throw new Error(quote.reason);
  const accepted = await dunzo.accept(quote.quoteId);
  if (!accepted.ok) throw new Error(accepted.reason);
  return accepted.delivery.externalId;
}

describe("Dunzo's adapter over the sandbox", () => {
  it("prices a trip with Dunzo's quote call, carrying the drop-off's address so Dunzo can refuse it", async () => {
    const quote = await dunzo.quote(tripRequest());
    expect(quote).toMatchObject({ ok: true, fee: FAKE_FEE, currency: "INR" });
    if (!quote.ok) return;
    expect(quote.dropoffEta).toEqual(new Date(FAKE_NOW.getTime() + 35 * 60_000));
    expect(quote.expiresAt).toEqual(new Date(FAKE_NOW.getTime() + 10 * 60_000));
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/api/v2/quote",
        body: {
          pickup_details: { lat: 12.9716, lng: 77.5946 },
          optimised_route: true,
          drop_details: [{ lat: 12.985, lng: 77.61, address: { street_address_1: "12 MG Road, Bengaluru" } }],
          currency: "INR",
        },
      },
    ]);
  });

  it("books the quoted trip as a task whose request_id is the quote's id, with both places and their contacts", async () => {
    const quote = await dunzo.quote(tripRequest());
    if (!quote.ok) throw new Error(quote.reason);
    const accepted = await dunzo.accept(quote.quoteId);
    expect(accepted).toMatchObject({ ok: true, fee: FAKE_FEE, delivery: { externalId: quote.quoteId, state: "confirmed", courier: null } });
    expect(sent[1]).toEqual({
      method: "POST",
      path: "/api/v2/tasks",
      body: {
        request_id: quote.quoteId,
        reference_id: "order-1:1",
        pickup_details: {
          lat: 12.9716,
          lng: 77.5946,
          address: { street_address_1: "1 Church Street, Bengaluru" },
          contact_details: { name: "Forkful Diner", phone_number: "+918012345678" },
        },
        drop_details: [
          {
            lat: 12.985,
            lng: 77.61,
            address: { street_address_1: "12 MG Road, Bengaluru" },
            contact_details: { name: "Priya", phone_number: "+919876543210" },
          },
        ],
        special_instructions: "Ring twice",
        currency: "INR",
        order_value: 52_500,
      },
    });
    expect(couriers.quotes.at(-1)).toMatchObject({ partner: "DUNZO", id: quote.quoteId, reference: "order-1:1", orderValue: 52_500 });
  });

  it("accepts a quote once, and refuses a quote it never gave", async () => {
    const quote = await dunzo.quote(tripRequest());
    if (!quote.ok) throw new Error(quote.reason);
    expect((await dunzo.accept(quote.quoteId)).ok).toBe(true);
    expect(await dunzo.accept(quote.quoteId)).toEqual({ ok: false, reason: `No Dunzo quote ${quote.quoteId} to accept` });
    expect((await dunzo.accept("never-quoted")).ok).toBe(false);
  });

  it("answers a retried task with the task it already booked (request_id is idempotent)", async () => {
    const taskId = await booked();
    const task = sent.find((request) => request.path === "/api/v2/tasks")!;
    const again = await dunzoKit.sandboxApi(couriers)(task);
    expect(again).toMatchObject({ status: 200, body: { task_id: taskId, state: "queued" } });
  });

  it.each<[DeliveryState, string]>([
    ["confirmed", "queued"],
    ["enroute_to_pickup", "runner_accepted"],
    ["arrived_at_pickup", "reached_for_pickup"],
    ["picked_up", "pickup_complete"],
    ["enroute_to_dropoff", "started_for_delivery"],
    ["arrived_at_dropoff", "reached_for_delivery"],
    ["delivered", "delivered"],
    ["cancelled", "cancelled"],
  ])("follows the task to %s (Dunzo's %s)", async (state, word) => {
    const taskId = await booked();
    couriers.advance(taskId, state);
    const delivery = await dunzo.status(taskId);
    expect(delivery?.state).toBe(state);
    expect(sent.at(-1)).toEqual({ method: "GET", path: `/api/v2/tasks/${taskId}/status` });
    const answer = await dunzoKit.sandboxApi(couriers)({ method: "GET", path: `/api/v2/tasks/${taskId}/status` });
    expect(answer.body).toMatchObject({ state: word });
  });

  it("names the runner, the tracking page and the ETA once a runner is on the way", async () => {
    const taskId = await booked();
    couriers.advance(taskId, "enroute_to_pickup");
    expect(await dunzo.status(taskId)).toEqual({
      externalId: taskId,
      state: "enroute_to_pickup",
      courier: { ...FAKE_COURIER },
      trackingUrl: `https://forkful.test/sandbox/delivery/DUNZO/${taskId}`,
      dropoffEta: new Date(FAKE_NOW.getTime() + 35 * 60_000),
      cancelReason: null,
    });
  });

  it("tells where the runner is only while one is on the road", async () => {
    const taskId = await booked();
    expect(await dunzo.courierLocation(taskId)).toBeNull();
    couriers.advance(taskId, "enroute_to_dropoff");
    expect(await dunzo.courierLocation(taskId)).toEqual({ ...FAKE_POSITION, at: FAKE_NOW });
    couriers.advance(taskId, "delivered");
    expect(await dunzo.courierLocation(taskId)).toBeNull();
  });

  it("cancels a task before pickup, not after, and not one it does not know", async () => {
    const taskId = await booked();
    expect(await dunzo.cancel(taskId, "Restaurant closed")).toEqual({ ok: true });
    expect(sent.at(-1)).toEqual({
      method: "POST",
      path: `/api/v2/tasks/${taskId}/_cancel`,
      body: { cancellation_reason: "Restaurant closed" },
    });
    expect(await dunzo.status(taskId)).toMatchObject({ state: "cancelled", cancelReason: "Restaurant closed" });

    const later = await booked();
    couriers.advance(later, "picked_up");
    expect(await dunzo.cancel(later, "Too late")).toEqual({
      ok: false,
      reason: `Delivery ${later} is picked_up and can no longer be cancelled`,
    });
    expect((await dunzo.cancel("no-such-task", "Why")).ok).toBe(false);
  });

  it("has no status for a task it does not know, nor for a bare quote", async () => {
    expect(await dunzo.status("no-such-task")).toBeNull();
    await dunzo.quote(tripRequest());
    // The fake keeps Dunzo's price-only quote as quote_1, never booked.
    expect(await couriers.find("DUNZO", "quote_1")).toMatchObject({ state: "created" });
    expect(await dunzo.status("quote_1")).toBeNull();
  });

  it.each(["Dunzo refuses", "NO COURIERS here"])("passes on Dunzo's refusal for %s", async (text) => {
    expect(await dunzo.quote(tripRequest(text))).toEqual({ ok: false, reason: "DUNZO has no courier for this address" });
  });

  it("still quotes when another partner refuses", async () => {
    expect((await dunzo.quote(tripRequest("Shadowfax refuses"))).ok).toBe(true);
  });
});

describe("Dunzo's sandbox answers like Dunzo", () => {
  it.each<PartnerRequest>([
    { method: "GET", path: "/api/v2/quote" },
    { method: "POST", path: "/api/v2/tasks/abc/unknown" },
    { method: "DELETE", path: "/api/v2/tasks/abc/status" },
    { method: "GET", path: "/drive/v2/quotes" },
  ])("404 for $method $path", async (request) => {
    expect(await dunzoKit.sandboxApi(couriers)(request)).toMatchObject({ status: 404, body: { code: "not_found" } });
  });

  it("400 with Dunzo's error shape for a body it cannot read, which the adapter passes on as the reason", async () => {
    const answer = await dunzoKit.sandboxApi(couriers)({ method: "POST", path: "/api/v2/quote", body: { drop_details: [] } });
    expect(answer).toMatchObject({ status: 400, body: { code: "validation_failed" } });
    const adapter = dunzoKit.adapter(async () => ({ status: 422, body: { code: "x", message: "Pincode not served" } }));
    expect(await adapter.quote(tripRequest())).toEqual({ ok: false, reason: "Pincode not served" });
  });

  it("the adapter copes with an answer it cannot read and with no answer at all", async () => {
    const garbled = dunzoKit.adapter(async () => ({ status: 200, body: { distance: "far" } }));
    expect(await garbled.quote(tripRequest())).toEqual({ ok: false, reason: "Dunzo's answer could not be read" });
    const down = dunzoKit.adapter(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    expect(await down.quote(tripRequest())).toEqual({ ok: false, reason: "Dunzo could not be reached: connect ECONNREFUSED" });
    expect(await down.status("abc")).toBeNull();
    const failing = dunzoKit.adapter(async () => ({ status: 503, body: "<html>" }));
    expect(await failing.cancel("abc", "why")).toEqual({ ok: false, reason: "Dunzo answered 503" });
  });
});

describe("Dunzo's webhook", () => {
  it("reads back every state its body tells", async () => {
    const taskId = await booked();
    const delivery = (await couriers.find("DUNZO", taskId)) as SandboxDelivery;
    for (const state of ["confirmed", "enroute_to_pickup", "picked_up", "arrived_at_dropoff", "delivered", "cancelled"] as const) {
      const body = JSON.parse(JSON.stringify(dunzoKit.webhookBody({ ...delivery, state })));
      expect(body).toMatchObject({ event_type: "TASK_STATUS_UPDATE", task_id: taskId, reference_id: "order-1:1" });
      expect(dunzoKit.readWebhook(body)).toEqual({ externalId: taskId, state });
    }
  });

  it.each([
    ["another event", { event_type: "TASK_CREATED", task_id: "t1", state: "queued", event_timestamp: 1 }],
    ["an unknown state", { event_type: "TASK_STATUS_UPDATE", task_id: "t1", state: "teleported", event_timestamp: 1 }],
    ["no task", { event_type: "TASK_STATUS_UPDATE", state: "queued", event_timestamp: 1 }],
    ["not an object", "TASK_STATUS_UPDATE"],
    ["nothing", null],
  ])("is not one with %s", (_, body) => {
    expect(dunzoKit.readWebhook(body)).toBeNull();
  });
});
