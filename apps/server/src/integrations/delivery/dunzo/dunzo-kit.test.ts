import type { DeliveryState } from "@forkful/contracts/delivery";
import { describe, expect, it } from "vitest";
import type { PartnerRequest } from "../partner-kit";
import { FAKE_COURIER, tripRequest } from "../testing/fake-couriers";
import { describePartnerKit, kitWorld } from "../testing/partner-kit-contract";
import { dunzoKit } from "./dunzo-kit";

describePartnerKit({ kit: dunzoKit, name: "Dunzo", courier: { ...FAKE_COURIER } });

describe("Dunzo's adapter speaks Dunzo's v2 API", () => {
  const world = kitWorld(dunzoKit);

  it("prices a trip with the quote call, carrying the drop-off's address so Dunzo can refuse it", async () => {
    await world.api.quote(tripRequest());
    expect(world.sent).toEqual([
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
    const quote = await world.api.quote(tripRequest());
    if (!quote.ok) throw new Error(quote.reason);
    const accepted = await world.api.accept(quote.quoteId);
    expect(accepted).toMatchObject({ ok: true, delivery: { externalId: quote.quoteId } });
    expect(world.sent[1]).toEqual({
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
    expect(world.couriers.quotes.at(-1)).toMatchObject({ partner: "DUNZO", id: quote.quoteId, reference: "order-1:1", orderValue: 52_500 });
  });

  it("asks a task's status and cancels it on the task's own paths", async () => {
    const taskId = await world.booked();
    await world.api.status(taskId);
    await world.api.cancel(taskId, "Restaurant closed");
    expect(world.sent.slice(-2)).toEqual([
      { method: "GET", path: `/api/v2/tasks/${taskId}/status` },
      { method: "POST", path: `/api/v2/tasks/${taskId}/_cancel`, body: { cancellation_reason: "Restaurant closed" } },
    ]);
  });

  it("answers a retried task with the task it already booked (request_id is idempotent)", async () => {
    const taskId = await world.booked();
    const task = world.sent.find((request) => request.path === "/api/v2/tasks")!;
    const again = await dunzoKit.sandboxApi(world.couriers)(task);
    expect(again).toMatchObject({ status: 200, body: { task_id: taskId, state: "queued" } });
    expect(world.couriers.quotes).toHaveLength(2);
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
  ])("says %s as Dunzo does (%s), in the status and the webhook", async (state, word) => {
    const taskId = await world.booked();
    world.couriers.advance(taskId, state);
    const answer = await dunzoKit.sandboxApi(world.couriers)({ method: "GET", path: `/api/v2/tasks/${taskId}/status` });
    expect(answer.body).toMatchObject({ task_id: taskId, state: word });
    const delivery = (await world.couriers.find("DUNZO", taskId))!;
    expect(dunzoKit.webhookBody(delivery)).toMatchObject({
      event_type: "TASK_STATUS_UPDATE",
      task_id: taskId,
      state: word,
      reference_id: "order-1:1",
    });
  });

  it("passes on Dunzo's error message, and answers a body it cannot read with Dunzo's error shape", async () => {
    const adapter = dunzoKit.adapter(async () => ({
      status: 400,
      body: { code: "unserviceable_location_error", message: "Pincode not served" },
    }));
    expect(await adapter.quote(tripRequest())).toEqual({ ok: false, reason: "Pincode not served" });
    const answer = await dunzoKit.sandboxApi(world.couriers)({ method: "POST", path: "/api/v2/quote", body: { drop_details: [] } });
    expect(answer).toMatchObject({ status: 400, body: { code: "validation_failed" } });
  });

  it.each<PartnerRequest>([
    { method: "GET", path: "/api/v2/quote" },
    { method: "POST", path: "/api/v2/tasks/abc/unknown" },
    { method: "DELETE", path: "/api/v2/tasks/abc/status" },
  ])("answers 404 with Dunzo's error shape to $method $path", async (request) => {
    expect(await dunzoKit.sandboxApi(world.couriers)(request)).toMatchObject({ status: 404, body: { code: "not_found" } });
  });

  it.each([
    ["another event", { event_type: "TASK_CREATED", task_id: "t1", state: "queued", event_timestamp: 1 }],
    ["an unknown state", { event_type: "TASK_STATUS_UPDATE", task_id: "t1", state: "teleported", event_timestamp: 1 }],
    ["no task", { event_type: "TASK_STATUS_UPDATE", state: "queued", event_timestamp: 1 }],
  ])("reads no webhook with %s", (_, body) => {
    expect(dunzoKit.readWebhook(body)).toBeNull();
  });
});
