import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client";
import { openTestDatabase } from "../../../test/test-database";
import type { DeliveryPartnerApi } from "../delivery-partner";
import { dunzoKit } from "../dunzo/dunzo-kit";
import type { PartnerKit } from "../partner-kit";
import type { SandboxCouriers } from "../sandbox-couriers";
import { createSandboxCouriersStore } from "../sandbox-couriers.store";
import { createSandboxCouriers } from "../sandbox-couriers-engine";
import { shadowfaxKit } from "../shadowfax/shadowfax-kit";
import { simperyKit } from "../simpery/simpery-kit";
import { tripRequest } from "./fake-couriers";

const START = new Date("2026-11-24T12:00:00Z");
let now = START;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let database: DatabaseHandle;
let engine: SandboxCouriers;
beforeAll(async () => {
  database = await openTestDatabase();
  engine = createSandboxCouriers({
    store: createSandboxCouriersStore(database.db),
    clock: () => now,
    pace: 1,
    publicUrl: "https://forkful.test",
  });
});
afterAll(() => database.close());

let orders = 0;
async function booked(api: DeliveryPartnerApi, dropText?: string) {
  orders += 1;
  const quote = await api.quote(tripRequest(dropText, { reference: `order-${orders}:1` }));
  if (!quote.ok) throw new Error(quote.reason);
  const accepted = await api.accept(quote.quoteId);
  if (!accepted.ok) throw new Error(accepted.reason);
  return { quote, delivery: accepted.delivery, fee: accepted.fee };
}

/** The webhooks the sandbox would send now for this delivery, read back by the kit. */
async function toldNow(kit: PartnerKit, externalId: string) {
  const changes = await engine.takeChanges();
  return changes.filter((d) => d.id === externalId).map((d) => kit.readWebhook(JSON.parse(JSON.stringify(kit.webhookBody(d)))));
}

describe.each([
  ["Dunzo", dunzoKit],
  ["Shadowfax", shadowfaxKit],
  ["Simpery", simperyKit],
])("%s's kit on the real sandbox engine", (name, kit) => {
  const api = () => kit.adapter(kit.sandboxApi(engine));

  it("books at the quoted price, and follows the courier from assignment to the door", async () => {
    now = START;
    await engine.takeChanges();
    const { quote, delivery, fee } = await booked(api());
    expect(quote.ok && quote.fee).toBe(fee);
    expect(delivery).toMatchObject({ state: "confirmed", courier: null });
    expect(await toldNow(kit, delivery.externalId)).toEqual([{ externalId: delivery.externalId, state: "confirmed" }]);

    later(20_000);
    const assigned = await api().status(delivery.externalId);
    expect(assigned).toMatchObject({ state: "enroute_to_pickup", courier: { name: expect.any(String), staffId: expect.any(String) } });
    expect(assigned?.trackingUrl).toBe(`https://forkful.test/sandbox/delivery/${kit.partner}/${encodeURIComponent(delivery.externalId)}`);
    expect(await api().courierLocation(delivery.externalId)).toMatchObject({ lat: expect.any(Number), lng: expect.any(Number), at: now });
    expect(await toldNow(kit, delivery.externalId)).toEqual([{ externalId: delivery.externalId, state: "enroute_to_pickup" }]);

    later(60 * 60_000);
    expect(await api().status(delivery.externalId)).toMatchObject({ state: "delivered" });
    expect(await api().courierLocation(delivery.externalId)).toBeNull();
    expect(await toldNow(kit, delivery.externalId)).toEqual([{ externalId: delivery.externalId, state: "delivered" }]);
  });

  it(`cancels for Forkful before pickup, and by itself for "${name} cancels"`, async () => {
    now = START;
    const mine = await booked(api());
    expect(await api().cancel(mine.delivery.externalId, "Restaurant closed")).toEqual({ ok: true });
    expect(await api().status(mine.delivery.externalId)).toMatchObject({ state: "cancelled", cancelReason: "Restaurant closed" });

    const theirs = await booked(api(), `${name} cancels, 4 Brigade Road`);
    later(35_000);
    expect(await api().status(theirs.delivery.externalId)).toMatchObject({ state: "cancelled", cancelReason: "Courier unavailable" });
  });

  it(`refuses to quote for "${name} refuses" and "no couriers"`, async () => {
    expect((await api().quote(tripRequest(`${name} refuses`))).ok).toBe(false);
    expect((await api().quote(tripRequest("no couriers"))).ok).toBe(false);
  });
});
