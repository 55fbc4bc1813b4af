import type { DeliveryState } from "@forkful/contracts/delivery";
import { describe, expect, it } from "vitest";
import type { PartnerRequest } from "../partner-kit";
import { FAKE_COURIER, tripRequest } from "../testing/fake-couriers";
import { describePartnerKit, kitWorld } from "../testing/partner-kit-contract";
import { simperyKit } from "./simpery-kit";

describePartnerKit({
  kit: simperyKit,
  name: "Simpery",
  // A Simpery job is "collected" from pickup to the door.
  readsAs: { enroute_to_dropoff: "picked_up" },
  courier: { ...FAKE_COURIER },
});

describe("Simpery's adapter speaks Simpery's API", () => {
  const world = kitWorld(simperyKit);

  it("quotes with both places, the order's value and the tip, then books that quote as a job", async () => {
    const quote = await world.api.quote(tripRequest(undefined, { tip: 250 }));
    if (!quote.ok) throw new Error(quote.reason);
    const accepted = await world.api.accept(quote.quoteId);
    expect(accepted).toMatchObject({ ok: true, delivery: { externalId: quote.quoteId } });
    expect(world.sent).toEqual([
      {
        method: "POST",
        path: "/v1/quotes",
        body: {
          reference: "order-1:1",
          pickup: { lat: 12.9716, lng: 77.5946, address: "1 Church Street, Bengaluru", name: "Forkful Diner", phone: "+918012345678" },
          dropoff: {
            lat: 12.985,
            lng: 77.61,
            address: "12 MG Road, Bengaluru",
            name: "Priya",
            phone: "+919876543210",
            notes: "Ring twice",
          },
          order_value: 52_500,
          tip: 250,
          currency: "INR",
        },
      },
      { method: "POST", path: "/v1/jobs", body: { quote_id: quote.quoteId } },
    ]);
    expect(world.couriers.quotes[0]).toMatchObject({ partner: "SIMPERY", reference: "order-1:1", tip: 250, orderValue: 52_500 });
  });

  it("reads a job and cancels it on the job's own paths", async () => {
    const id = await world.booked();
    await world.api.status(id);
    await world.api.cancel(id, "Restaurant closed");
    expect(world.sent.slice(-2)).toEqual([
      { method: "GET", path: `/v1/jobs/${id}` },
      { method: "POST", path: `/v1/jobs/${id}/cancel`, body: { reason: "Restaurant closed" } },
    ]);
  });

  it("refuses to book an expired quote or one booked already, with Simpery's codes", async () => {
    const sandbox = simperyKit.sandboxApi(world.couriers);
    const first = await world.api.quote(tripRequest());
    if (!first.ok) throw new Error(first.reason);
    world.couriers.expire(first.quoteId);
    expect(await sandbox({ method: "POST", path: "/v1/jobs", body: { quote_id: first.quoteId } })).toMatchObject({
      status: 409,
      body: { error: { code: "quote_expired" } },
    });
    expect(await world.api.accept(first.quoteId)).toEqual({ ok: false, reason: `Quote ${first.quoteId} has expired` });
    const id = await world.booked();
    expect(await sandbox({ method: "POST", path: "/v1/jobs", body: { quote_id: id } })).toMatchObject({
      status: 409,
      body: { error: { code: "quote_already_booked" } },
    });
  });

  it("answers 400 invalid_request to a quote it cannot read, and 422 no_courier to an address it cannot serve", async () => {
    const sandbox = simperyKit.sandboxApi(world.couriers);
    const unreadable = await sandbox({ method: "POST", path: "/v1/quotes", body: { reference: "order-1:1" } });
    expect(unreadable).toMatchObject({ status: 400, body: { error: { code: "invalid_request" } } });
    await world.api.quote(tripRequest("Simpery refuses"));
    expect(await sandbox(world.sent[0]!)).toEqual({
      status: 422,
      body: { error: { code: "no_courier", message: "SIMPERY has no courier for this address" } },
    });
  });

  it.each<[DeliveryState, string]>([
    ["confirmed", "booked"],
    ["enroute_to_pickup", "courier_assigned"],
    ["arrived_at_pickup", "at_pickup"],
    ["picked_up", "collected"],
    ["enroute_to_dropoff", "collected"],
    ["arrived_at_dropoff", "at_dropoff"],
    ["delivered", "completed"],
    ["cancelled", "cancelled"],
  ])("says %s as Simpery does (%s), in the job and the webhook", async (state, word) => {
    const id = await world.booked();
    world.couriers.advance(id, state);
    const answer = await simperyKit.sandboxApi(world.couriers)({ method: "GET", path: `/v1/jobs/${id}` });
    expect(answer.body).toMatchObject({ id, reference: "order-1:1", status: word });
    const delivery = (await world.couriers.find("SIMPERY", id))!;
    expect(simperyKit.webhookBody(delivery)).toMatchObject({ type: "job.status_changed", job: { id, status: word } });
  });

  it.each<PartnerRequest>([
    { method: "GET", path: "/v1/jobs" },
    { method: "PUT", path: "/v1/jobs/abc" },
    { method: "GET", path: "/v1/jobs/abc/cancel" },
  ])("answers 404 to $method $path", async (request) => {
    expect(await simperyKit.sandboxApi(world.couriers)(request)).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
  });

  it.each([
    ["another type", (body: Record<string, unknown>) => ({ ...body, type: "job.created" })],
    ["an unknown status", (body: Record<string, unknown>) => ({ ...body, job: { ...(body.job as object), status: "lost" } })],
    ["no job", ({ job: _, ...body }: Record<string, unknown>) => body],
  ])("reads no webhook with %s", async (_, spoil) => {
    const id = await world.booked();
    const body = JSON.parse(JSON.stringify(simperyKit.webhookBody((await world.couriers.find("SIMPERY", id))!)));
    expect(simperyKit.readWebhook(body)).not.toBeNull();
    expect(simperyKit.readWebhook(spoil(body))).toBeNull();
  });
});
