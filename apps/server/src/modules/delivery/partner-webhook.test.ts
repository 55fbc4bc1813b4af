/**
 * POST /delivery/webhooks/{partner} (issue 14): only a partner's signature over the exact body is believed; a wrong,
 * missing or tampered one changes nothing (401), a delivery never booked is 404, and the same webhook twice, or two at
 * once, moves the order once. Then who may follow a delivery: its diner and its restaurant's staff only.
 */
import { DELIVERY_TEXTS, trackingDetailsSchema } from "@forkful/contracts/delivery";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook, webhookSecret } from "../../integrations/delivery/delivery-webhooks";
import {
  acceptOrder,
  createDeliveryTestApp,
  DELIVERY_TEST_SECRET,
  deliveriesOf,
  deliveringRestaurant,
  doordashWebhookBody,
  placeDeliveryOrder,
  rideFor,
  sendWebhook,
  statusOf,
} from "../../test/delivery-test-kit";
import { historyOf, staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { placeTestOrder, type TestOrder } from "../../test/payment-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

let t: TestApp;
let setup: Awaited<ReturnType<typeof createDeliveryTestApp>>;
let restaurant: Awaited<ReturnType<typeof deliveringRestaurant>>;
let order: TestOrder;

beforeAll(async () => {
  setup = await createDeliveryTestApp();
  t = setup.t;
  restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH"]);
  order = await placeDeliveryOrder(t, restaurant);
  await acceptOrder(t, order);
});
afterAll(() => t.close());

/** What a refused webhook must leave as it was. */
const snapshot = async () => ({ rows: await deliveriesOf(t, order.orderId), history: await historyOf(t, order.orderId) });

describe("a partner's webhook", () => {
  it("is refused (401) when its signature is wrong, missing or over another body, and changes nothing", async () => {
    const [row] = await deliveriesOf(t, order.orderId);
    setup.clock.advance(600_000); // the courier has long picked up: a believed webhook would move the order
    const before = await snapshot();
    const body = doordashWebhookBody(row!.externalId, "picked_up");
    const tampered = body.replace("picked_up", "delivered");
    for (const [sent, signed] of [
      [body, signWebhook("not the partner's secret", body)],
      [body, null],
      [body, ""],
      [body, "zz"],
    ] as const) {
      const answer = await sendWebhook(t, "DOORDASH", sent, signed);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(DELIVERY_TEXTS.badSignature);
    }
    const forBody = signWebhook(webhookSecret(DELIVERY_TEST_SECRET, "DOORDASH"), body);
    expect((await sendWebhook(t, "DOORDASH", tampered, forBody)).status).toBe(401);
    expect((await sendWebhook(t, "DUNZO", body, forBody)).status).toBe(401);
    expect((await sendWebhook(t, "DOORDASH", "not json")).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for a delivery Forkful never booked, and 400 for a partner that is not one of the four", async () => {
    const unknown = await sendWebhook(t, "DOORDASH", doordashWebhookBody("no-such-delivery", "picked_up"));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(DELIVERY_TEXTS.unknownDelivery);
    expect((await sendWebhook(t, "UBER", doordashWebhookBody("x", "picked_up"), "00")).status).toBe(400);
  });

  it("moves the order once, however many times and however close together the same news arrives", async () => {
    const [row] = await deliveriesOf(t, order.orderId);
    const body = doordashWebhookBody(row!.externalId, "picked_up");
    const answers = await Promise.all([sendWebhook(t, "DOORDASH", body), sendWebhook(t, "DOORDASH", body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // The partner's own account wins over the webhook's: by now its courier has come to the door.
    expect(await statusOf(t, order.orderId)).toBe(15);
    const once = await snapshot();
    const statuses = once.history.map((h) => h.status);
    expect(statuses).toEqual([...new Set(statuses)]);
    expect(statuses).toEqual(expect.arrayContaining([12, 13, 14, 15]));
    expect((await sendWebhook(t, "DOORDASH", body)).status).toBe(200);
    expect(await snapshot()).toEqual(once);
  });
});

describe("who may follow a delivery", () => {
  const tracking = (orderId: string, token?: string) => encodedCall(t, "POST", "/delivery/status/v2", { orderId }, { token });
  const valet = (staffId: string, token?: string) =>
    encodedCall(t, "GET", `/valet/getValetLocation?deliveryStaffId=${staffId}`, undefined, { token });

  it("lets the diner and the restaurant's staff see the courier; anyone else is refused", async () => {
    const order = await placeDeliveryOrder(t, restaurant);
    await acceptOrder(t, order);
    await rideFor(t, setup.clock, 90);
    const [row] = await deliveriesOf(t, order.orderId);
    const courier = row!.deliveryStaffId!;
    expect(courier).toBeTruthy();
    const here = await staffMember(t, restaurant.id, "host");
    const elsewhere = await staffElsewhere(t, restaurant.id, "manager");
    const other = await signUpByOtp(t, { fullName: "Curious Neighbour" });
    for (const token of [order.token, here.token]) {
      expect(trackingDetailsSchema.parse((await tracking(order.orderId, token)).body).deliveryProviderId).toBe("DOORDASH");
      expect((await valet(courier, token)).status).toBe(200);
    }
    for (const token of [other.accessToken, elsewhere.token]) {
      for (const answer of [await tracking(order.orderId, token), await valet(courier, token)]) {
        expect(answer.status).toBe(403);
        expect(messageOf(answer)).toBe(DELIVERY_TEXTS.notYourDelivery);
      }
    }
    expect((await tracking(order.orderId)).status).toBe(401);
    expect((await valet(courier)).status).toBe(401);
  });

  it("answers 409 for an order that is not a delivery and 404 for a courier nobody knows", async () => {
    const pickup = await placeTestOrder(t);
    const answer = await tracking(pickup.orderId, pickup.token);
    expect(answer.status).toBe(409);
    expect(messageOf(answer)).toBe(DELIVERY_TEXTS.notDelivery);
    const nobody = await valet("nobody-rides-here", order.token);
    expect(nobody.status).toBe(404);
    expect(messageOf(nobody)).toBe(DELIVERY_TEXTS.noSuchCourier);
  });
});
