/**
 * What every partner kit must do, whatever its API's words: its adapter over its own sandbox quotes, accepts once,
 * follows the delivery's states, tells the courier's point while one rides, cancels only before pickup, passes on
 * refusals, copes with a partner that does not answer; and its webhook reads back what it sends. Each kit's own test
 * adds the requests it sends and its words.
 */
import { DELIVERY_STATES, type DeliveryPartner, type DeliveryState } from "@forkful/contracts/delivery";
import { beforeEach, describe, expect, it } from "vitest";
import type { Courier, DeliveryPartnerApi } from "../delivery-partner";
import type { PartnerKit, PartnerRequest } from "../partner-kit";
import { FAKE_FEE, FAKE_NOW, FAKE_POSITION, type FakeCouriers, fakeCouriers, recordingTransport, tripRequest } from "./fake-couriers";

export interface KitUnderTest {
  kit: PartnerKit;
  /** The partner's name in test addresses ("Dunzo refuses"). */
  name: string;
  /** Where the partner has one word for two states, what a state reads back as. */
  readsAs?: Partial<Record<DeliveryState, DeliveryState>>;
  /** The courier as the adapter tells the fake's. */
  courier: Courier;
}

export interface KitWorld {
  couriers: FakeCouriers;
  api: DeliveryPartnerApi;
  sent: PartnerRequest[];
  /** Quotes and accepts a trip for a new order (order-1:1, order-2:1, …); its delivery's id. */
  booked(dropText?: string): Promise<string>;
}

/** A fresh fake and adapter for each test. */
export function kitWorld(kit: PartnerKit): KitWorld {
  const world = {} as KitWorld;
  let orders = 0;
  beforeEach(() => {
    orders = 0;
    world.couriers = fakeCouriers();
    const recorded = recordingTransport(kit.sandboxApi(world.couriers));
    world.sent = recorded.sent;
    world.api = kit.adapter(recorded.transport);
  });
  world.booked = async (dropText) => {
    // Each its own order, as the delivery module's references are.
    orders += 1;
    const quote = await world.api.quote(tripRequest(dropText, { reference: `order-${orders}:1` }));
    if (!quote.ok) throw new Error(quote.reason);
    const accepted = await world.api.accept(quote.quoteId);
    if (!accepted.ok) throw new Error(accepted.reason);
    return accepted.delivery.externalId;
  };
  return world;
}

const minutesAfterNow = (n: number) => new Date(FAKE_NOW.getTime() + n * 60_000);
const BOOKED_STATES = DELIVERY_STATES.filter((state) => state !== "created");

interface Contract extends Required<KitUnderTest> {
  partner: DeliveryPartner;
  world: KitWorld;
  read(state: DeliveryState): DeliveryState;
}

export function describePartnerKit({ kit, name, readsAs = {}, courier }: KitUnderTest): void {
  const read = (state: DeliveryState) => readsAs[state] ?? state;
  const contract: Contract = { kit, name, readsAs, courier, partner: kit.partner, world: kitWorld(kit), read };
  describe(`${name}'s kit keeps the partner contract`, () => {
    booking(contract);
    following(contract);
    refusals(contract);
    failures(contract);
    webhooks(contract);
  });
}

function booking({ world }: Contract): void {
  it("quotes the sandbox's price, ETA and expiry, and books the quote once", async () => {
    const quote = await world.api.quote(tripRequest());
    if (!quote.ok) throw new Error(quote.reason);
    expect(quote).toMatchObject({ fee: FAKE_FEE, currency: "INR", dropoffEta: minutesAfterNow(35), expiresAt: minutesAfterNow(10) });
    const accepted = await world.api.accept(quote.quoteId);
    expect(accepted).toMatchObject({ ok: true, fee: FAKE_FEE, delivery: { state: "confirmed", courier: null, cancelReason: null } });
    expect((await world.api.accept(quote.quoteId)).ok).toBe(false);
    expect((await world.api.accept("never-quoted")).ok).toBe(false);
  });

  it("quotes in cents for a restaurant billed in USD", async () => {
    expect(await world.api.quote(tripRequest(undefined, { currency: "USD" }))).toMatchObject({ ok: true, currency: "USD" });
  });
}

function following({ world, read, courier, partner }: Contract): void {
  it.each(BOOKED_STATES)("follows the delivery to %s", async (state) => {
    const id = await world.booked();
    world.couriers.advance(id, state);
    expect((await world.api.status(id))?.state).toBe(read(state));
  });

  it("names the courier, the tracking page and the ETA once a courier is on the way", async () => {
    const id = await world.booked();
    world.couriers.advance(id, "enroute_to_pickup");
    expect(await world.api.status(id)).toEqual({
      externalId: id,
      state: "enroute_to_pickup",
      courier,
      trackingUrl: `https://forkful.test/sandbox/delivery/${partner}/${id}`,
      dropoffEta: minutesAfterNow(35),
      cancelReason: null,
    });
  });

  it("tells where the courier is only while one is on the road", async () => {
    const id = await world.booked();
    expect(await world.api.courierLocation(id)).toBeNull();
    world.couriers.advance(id, "enroute_to_dropoff");
    expect(await world.api.courierLocation(id)).toEqual({ ...FAKE_POSITION, at: FAKE_NOW });
    world.couriers.advance(id, "delivered");
    expect(await world.api.courierLocation(id)).toBeNull();
  });
}

function refusals({ world, name, partner }: Contract): void {
  it("cancels before pickup, with Forkful's reason, but not after and not what it does not know", async () => {
    const id = await world.booked();
    expect(await world.api.cancel(id, "Restaurant closed")).toEqual({ ok: true });
    expect(await world.api.status(id)).toMatchObject({ state: "cancelled", cancelReason: "Restaurant closed" });
    const later = await world.booked();
    world.couriers.advance(later, "picked_up");
    expect(await world.api.cancel(later, "Too late")).toEqual({
      ok: false,
      reason: `Delivery ${later} is picked_up and can no longer be cancelled`,
    });
    expect((await world.api.cancel("no-such-delivery", "Why")).ok).toBe(false);
  });

  it("has no status for a delivery it does not know, nor for a quote never booked", async () => {
    expect(await world.api.status("no-such-delivery")).toBeNull();
    await world.api.quote(tripRequest());
    // The fake keeps the first quote asked without an id as quote_1.
    expect(await world.couriers.find(partner, "quote_1")).toMatchObject({ state: "created" });
    expect(await world.api.status("quote_1")).toBeNull();
  });

  it.each([`${name} refuses`, "NO COURIERS here"])("passes on the refusal for %s", async (text) => {
    expect(await world.api.quote(tripRequest(text))).toEqual({ ok: false, reason: `${partner} has no courier for this address` });
  });

  it("still quotes when another partner refuses", async () => {
    const other = partner === "SIMPERY" ? "Dunzo" : "Simpery";
    expect((await world.api.quote(tripRequest(`${other} refuses`))).ok).toBe(true);
  });
}

function failures({ world, kit, name }: Contract): void {
  it("answers 404 to a path the partner does not have, and to a malformed id", async () => {
    const sandbox = kit.sandboxApi(world.couriers);
    expect((await sandbox({ method: "GET", path: "/drive/v2/quotes" })).status).toBe(404);
    expect((await sandbox({ method: "DELETE", path: "/" })).status).toBe(404);
    const id = await world.booked();
    world.sent.length = 0;
    await world.api.status(id);
    const [statusCall] = world.sent;
    expect((await sandbox(statusCall!)).status).toBe(200);
    expect((await sandbox({ ...statusCall!, path: statusCall!.path.replace(encodeURIComponent(id), "%E0%A4%A") })).status).toBe(404);
  });

  it("copes with a partner that does not answer, or answers what it cannot read", async () => {
    const down = kit.adapter(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    expect(await down.quote(tripRequest())).toEqual({ ok: false, reason: `${name} could not be reached: connect ECONNREFUSED` });
    expect(await down.status("abc")).toBeNull();
    expect(await down.courierLocation("abc")).toBeNull();
    const failing = kit.adapter(async () => ({ status: 503, body: "<html>" }));
    expect(await failing.cancel("abc", "why")).toEqual({ ok: false, reason: `${name} answered 503` });
    const garbled = kit.adapter(async () => ({ status: 200, body: { price: "a lot" } }));
    expect(await garbled.quote(tripRequest())).toEqual({ ok: false, reason: `${name}'s answer could not be read` });
  });
}

function webhooks({ world, kit, partner, read }: Contract): void {
  it("reads back every state its webhook sends, through JSON", async () => {
    const id = await world.booked();
    const delivery = (await world.couriers.find(partner, id))!;
    for (const state of BOOKED_STATES) {
      const body = JSON.parse(JSON.stringify(kit.webhookBody({ ...delivery, state })));
      expect(kit.readWebhook(body)).toEqual({ externalId: id, state: read(state) });
    }
  });

  it.each([null, "delivered", 42, {}, []])("reads no webhook from %j", (body) => {
    expect(kit.readWebhook(body)).toBeNull();
  });
}
