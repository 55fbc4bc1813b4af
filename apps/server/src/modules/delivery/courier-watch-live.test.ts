/**
 * With live partners the watch asks each unfinished delivery how it stands (no sandbox sends webhooks, and DoorDash
 * signs its own with a token of its own): the answer moves the delivery and the order as a webhook would.
 */
import type { DeliveryState } from "@forkful/contracts/delivery";
import { OrderStatus } from "@forkful/contracts/order-status";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DeliveryPartnerApi, PartnerDelivery } from "../../integrations/delivery/delivery-partner";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import {
  acceptOrder,
  createDeliveryTestApp,
  deliveriesOf,
  deliveringRestaurant,
  placeDeliveryOrder,
  statusOf,
} from "../../test/delivery-test-kit";
import { historyOf } from "../../test/kitchen-test-kit";
import { TEST_NOW, type TestApp } from "../../test/test-app";
import { watchOnce } from "./courier-watch";
import { createDeliveryRepository } from "./delivery.repository";
import type { DeliveryDeps } from "./delivery-deps";

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createDeliveryTestApp());
});
afterAll(() => t.close());

/** DoorDash as its live API would answer: whatever state the test says now, for any delivery. */
function liveDoorDash(now: { state: DeliveryState }): DeliveryPartnerApi {
  const told = (externalId: string): PartnerDelivery => ({
    externalId,
    state: now.state,
    courier: { name: "Rosa", phone: "+14155550199", vehicle: "Bike", staffId: "dasher-7" },
    trackingUrl: "https://track.doordash.com/x",
    dropoffEta: new Date(TEST_NOW.getTime() + 900_000),
    cancelReason: null,
  });
  return {
    partner: "DOORDASH",
    pickupLeadMinutes: 15,
    quote: async () => ({ ok: false, reason: "not asked" }),
    accept: async () => ({ ok: false, reason: "not asked" }),
    status: async (externalId) => told(externalId),
    courierLocation: async () => ({ lat: 40.7301, lng: -73.9951, at: TEST_NOW }),
    cancel: async () => ({ ok: true }),
  };
}

function liveDeps(partner: DeliveryPartnerApi): DeliveryDeps {
  const quiet = { warn: () => undefined, error: () => undefined } as unknown as DeliveryDeps["log"];
  return {
    deliveries: createDeliveryRepository(t.database.db),
    db: t.database.db,
    partners: new Map([[partner.partner, partner]]),
    webhooks: { signatureHeader: "x", verify: () => null },
    sandbox: null,
    events: createInProcessEvents(),
    clock: () => TEST_NOW,
    log: quiet,
  };
}

it("moves a live delivery and its order from what the partner answers, step by step to delivered", async () => {
  const restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH"]);
  const order = await placeDeliveryOrder(t, restaurant);
  await acceptOrder(t, order);
  const now = { state: "picked_up" as DeliveryState };
  const deps = liveDeps(liveDoorDash(now));

  await watchOnce(deps);
  const [picked] = await deliveriesOf(t, order.orderId);
  expect(picked).toMatchObject({ state: "picked_up", runnerName: "Rosa", deliveryStaffId: "dasher-7", courierLat: 40.7301 });
  expect(await statusOf(t, order.orderId)).toBe(OrderStatus.OutForDelivery);

  now.state = "delivered";
  await watchOnce(deps);
  expect((await deliveriesOf(t, order.orderId))[0]!.state).toBe("delivered");
  expect(await statusOf(t, order.orderId)).toBe(OrderStatus.Delivered);
  const steps = (await historyOf(t, order.orderId)).map((h) => [h.status, h.actor]);
  expect(steps.slice(-3)).toEqual([
    [OrderStatus.OutForDelivery, "courier:DOORDASH"],
    [OrderStatus.ValetReachedDestination, "courier:DOORDASH"],
    [OrderStatus.Delivered, "courier:DOORDASH"],
  ]);

  await watchOnce(deps);
  expect((await deliveriesOf(t, order.orderId))[0]!.state).toBe("delivered");
});
