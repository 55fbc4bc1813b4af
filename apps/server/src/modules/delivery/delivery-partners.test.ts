/** The restaurant chooses its courier partners (a manager), and the next courier is booked among them. */

import { DELIVERY_PARTNER_REFUSALS, staffDeliveryPartnersSchema } from "@forkful/contracts/delivery";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  acceptOrder,
  createDeliveryTestApp,
  deliveriesOf,
  deliveringRestaurant,
  managerOf,
  placeDeliveryOrder,
} from "../../test/delivery-test-kit";
import { staffMember } from "../../test/kitchen-test-kit";
import { jsonCall } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const partnersCall = (t: TestApp, token: string, partners?: unknown) =>
  partners === undefined
    ? jsonCall(t, "GET", "/staff/delivery/partners", undefined, { token })
    : jsonCall(t, "PUT", "/staff/delivery/partners", { partners }, { token });

describe("a restaurant's courier partners", () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await createDeliveryTestApp());
  });
  afterAll(() => t.close());

  it("are read by its staff and chosen by a manager; the next courier is booked among those chosen", async () => {
    const restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH", "SIMPERY"]);
    const manager = await managerOf(t, restaurant.id);
    const before = await partnersCall(t, manager.token);
    expect(before.status).toBe(200);
    expect(staffDeliveryPartnersSchema.parse(before.body)).toEqual({
      partners: ["DOORDASH", "SIMPERY"],
      available: ["DUNZO", "SHADOWFAX", "SIMPERY", "DOORDASH"],
    });

    const chosen = await partnersCall(t, manager.token, ["SIMPERY"]);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(staffDeliveryPartnersSchema.parse(chosen.body).partners).toEqual(["SIMPERY"]);

    const order = await placeDeliveryOrder(t, restaurant);
    await acceptOrder(t, order);
    expect((await deliveriesOf(t, order.orderId)).map((d) => d.partner)).toEqual(["SIMPERY"]);
  });

  it("refuses the kitchen and a host even the reading (403), no partner, a partner twice or an unknown one (400), and changes nothing", async () => {
    const restaurant = await deliveringRestaurant(t, "USD", ["DUNZO", "SHADOWFAX"]);
    const manager = await managerOf(t, restaurant.id);
    for (const role of ["kitchen", "host"] as const) {
      const { token } = await staffMember(t, restaurant.id, role);
      expect((await partnersCall(t, token)).status).toBe(403);
      const refused = await partnersCall(t, token, ["DUNZO"]);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain(STAFF_ROLE_REFUSALS.notForRole(["manager"]));
    }
    for (const [partners, text] of [
      [[], DELIVERY_PARTNER_REFUSALS.atLeastOne],
      [["DUNZO", "DUNZO"], DELIVERY_PARTNER_REFUSALS.eachOnce],
      [["UBER"], "deliveryProviderId must be"],
    ] as const) {
      const refused = await partnersCall(t, manager.token, partners);
      expect(refused.status, JSON.stringify(partners)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(text);
    }
    expect(staffDeliveryPartnersSchema.parse((await partnersCall(t, manager.token)).body).partners).toEqual(["DUNZO", "SHADOWFAX"]);
  });
});

describe("with live partners", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        DELIVERY_PROVIDER_MODE: "live",
        DOORDASH_DEVELOPER_ID: "dev-id",
        DOORDASH_KEY_ID: "key-id",
        DOORDASH_SIGNING_SECRET: "c2lnbmluZy1zZWNyZXQ",
      },
    });
  });
  afterAll(() => t.close());

  it("offers only DoorDash, and refuses a partner this server cannot reach", async () => {
    const restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH"]);
    const manager = await managerOf(t, restaurant.id);
    expect(staffDeliveryPartnersSchema.parse((await partnersCall(t, manager.token)).body).available).toEqual(["DOORDASH"]);
    const refused = await partnersCall(t, manager.token, ["DOORDASH", "SIMPERY"]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(DELIVERY_PARTNER_REFUSALS.notAvailable("SIMPERY"));
  });
});
