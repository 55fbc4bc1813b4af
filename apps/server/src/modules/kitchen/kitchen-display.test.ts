/**
 * The kitchen display's calls (issue 26): every accepted order's ticket on the rail, with its station and diet; a bump
 * moving a ticket (and a pickup order to ready, which its diner hears); a recall putting the last bumped one back; a
 * restaurant's stations. Allowed and refused moves, each role, another restaurant refused, nothing changed on a refusal.
 */
import { randomUUID } from "node:crypto";
import {
  KDS_REFUSALS,
  type KitchenTicket,
  kitchenRecallAnswerSchema,
  kitchenStationsSchema,
  kitchenTicketSchema,
  kitchenTicketsAnswerSchema,
} from "@forkful/contracts/kitchen";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { OrderStatus } from "@forkful/contracts/order-status";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { KITCHEN_REFUSALS } from "@forkful/contracts/tabs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kitchenBumps } from "../../db/schema/kitchen";
import { staffActions } from "../../db/schema/staff";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import { dishesOf, kitchenTickets, moveDish, orderRowOf, staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { pay } from "../../test/payment-test-kit";
import { jsonCall, messageOf } from "../../test/sign-in-helpers";
import { acceptTab, orderRound, setUpTabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const events = createInProcessEvents();
let locationId: number;
let staff: Record<"manager" | "kitchen" | "host", { token: string; staffId: string }>;

beforeAll(async () => {
  t = await createTestApp({ events });
  const [restaurant] = await openRestaurants(t, "pickup");
  locationId = restaurant!.id;
  staff = {
    manager: await staffMember(t, locationId, "manager"),
    kitchen: await staffMember(t, locationId, "kitchen"),
    host: await staffMember(t, locationId, "host"),
  };
});
afterAll(() => t.close());

const bump = (token: string, orderId: string, sortOrder = 1) =>
  jsonCall(t, "POST", `/staff/kitchen/orders/${orderId}/rounds/${sortOrder}/bump`, undefined, { token });
const recall = (token: string) => jsonCall(t, "POST", "/staff/kitchen/recall", undefined, { token });
const putStations = (token: string, stations: unknown) => jsonCall(t, "PUT", "/staff/kitchen/stations", { stations }, { token });
const rail = async (token = staff.kitchen.token): Promise<KitchenTicket[]> =>
  kitchenTicketsAnswerSchema.parse((await kitchenTickets(t, token)).body).tickets;

/** A pickup order at the restaurant, paid at the counter, with a note; accepted unless told not to. */
async function pickupOrder(accept = true): Promise<string> {
  const dish = untrackedItem(await menuOf(t, locationId, "pickup"));
  const placed = placedOrderSchema.parse(
    (await placeOrder(t, orderRequest(locationId, [lineFor(dish, 2)], { orderInstruction: "No onions", phone: "+14155550199" }))).body,
  );
  const token = placed.guestSession!.accessToken;
  await pay(t, "customer-initiate-offline-payment", { orderId: placed.orderId, idempotencyKey: randomUUID() }, token);
  if (accept) {
    const accepted = await jsonCall(
      t,
      "PUT",
      `/staff/orders/${placed.orderId}/status`,
      { status: 11, prepMinutes: 20 },
      { token: staff.manager.token },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  }
  return placed.orderId;
}

const bumpsOf = (orderId: string) => t.database.db.select().from(kitchenBumps).where(eq(kitchenBumps.orderId, orderId));
const actionsOn = (orderId: string) =>
  t.database.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.subjectType, "order"), eq(staffActions.subjectId, orderId)));

it("has nothing to recall before anything is bumped (409)", async () => {
  const kitchen = await staffElsewhere(t, locationId, "kitchen");
  const answer = await recall(kitchen.token);
  expect([answer.status, messageOf(answer)]).toEqual([409, KDS_REFUSALS.nothingToRecall]);
});

describe("a pickup order on the rail", () => {
  it("is one ticket from accepted until ready, with its type, note, times, dishes' stations and diet", async () => {
    const waiting = await pickupOrder(false);
    expect(
      (await rail()).map((ticket) => ticket.orderId),
      "not accepted: not the kitchen's yet",
    ).not.toContain(waiting);
    const orderId = await pickupOrder();
    const [dish] = await dishesOf(t, orderId);
    const set = await putStations(staff.manager.token, [{ key: "grill", name: "Grill", dishIds: [dish!.itemId], categoryIds: [] }]);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const ticket = (await rail()).find((one) => one.orderId === orderId)!;
    expect(ticket).toMatchObject({ sortOrder: 1, orderType: "pickup", note: "No onions", status: null, recalled: false });
    expect(ticket.promisedAt, "accepted with 20 minutes").not.toBeNull();
    expect(ticket.items.map((item) => [item.quantity, item.station, item.stationName, typeof item.diet])).toEqual([
      [2, "grill", "Grill", "string"],
    ]);
    expect(await rail(staff.manager.token)).toContainEqual(ticket);
    const elsewhere = await staffElsewhere(t, locationId, "kitchen");
    expect((await rail(elsewhere.token)).map((one) => one.orderId)).not.toContain(orderId);
  });

  it("bumped: its dishes ready, the order ready (13) and its diner told; off the rail; recorded with who", async () => {
    const orderId = await pickupOrder();
    const [dish] = await dishesOf(t, orderId);
    expect((await moveDish(t, staff.kitchen.token, orderId, dish!.id, 41)).status).toBe(200);
    expect((await orderRowOf(t, orderId)).status, "the first dish started").toBe(OrderStatus.BeingPrepared);
    const heard: number[] = [];
    const stop = events.subscribe("orderStatus", { order: orderId }, (event) => heard.push(event.status));
    const answer = await bump(staff.kitchen.token, orderId);
    stop();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(kitchenTicketSchema.parse(answer.body).status).toBe(OrderStatus.KitchenTicketReady);
    expect(heard).toEqual([OrderStatus.Ready]);
    expect((await orderRowOf(t, orderId)).status).toBe(OrderStatus.Ready);
    expect((await dishesOf(t, orderId)).map((d) => d.itemStatus)).toEqual([42]);
    expect((await rail()).map((one) => one.orderId)).not.toContain(orderId);
    expect((await bumpsOf(orderId)).map((b) => b.bumpedBy)).toEqual([`staff:${staff.kitchen.staffId}`]);
    expect((await actionsOn(orderId)).map((a) => [a.action, a.actorStaffId])).toContainEqual([
      "kitchen.ticket.bumped",
      staff.kitchen.staffId,
    ]);
  });

  it("an accepted order bumped straight away goes through preparation to ready", async () => {
    const orderId = await pickupOrder();
    expect((await bump(staff.manager.token, orderId)).status).toBe(200);
    const row = await orderRowOf(t, orderId);
    expect(row.status).toBe(OrderStatus.Ready);
  });
});

describe("recall", () => {
  it("puts the last bumped ticket back on the rail; bumped again it leaves without moving the order", async () => {
    const orderId = await pickupOrder();
    expect((await bump(staff.kitchen.token, orderId)).status).toBe(200);
    const recalled = await recall(staff.kitchen.token);
    expect(recalled.status, JSON.stringify(recalled.body)).toBe(200);
    expect(kitchenRecallAnswerSchema.parse(recalled.body).ticket).toMatchObject({ orderId, recalled: true });
    expect((await rail()).find((one) => one.orderId === orderId)?.recalled).toBe(true);
    expect((await actionsOn(orderId)).map((a) => a.action)).toContain("kitchen.ticket.recalled");
    expect((await bump(staff.kitchen.token, orderId)).status).toBe(200);
    expect((await orderRowOf(t, orderId)).status).toBe(OrderStatus.Ready);
    expect((await rail()).map((one) => one.orderId)).not.toContain(orderId);
  });

  it("is the kitchen's and the manager's: a host gets 403", async () => {
    const answer = await recall(staff.host.token);
    expect([answer.status, messageOf(answer)]).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager", "kitchen"])]);
  });
});

describe("a bump refused", () => {
  it("for a host, another restaurant, an order not accepted, one already ready, and a round it has not (nothing changed)", async () => {
    const orderId = await pickupOrder();
    const waiting = await pickupOrder(false);
    const elsewhere = await staffElsewhere(t, locationId, "manager");
    const ready = await pickupOrder();
    expect((await bump(staff.kitchen.token, ready)).status).toBe(200);
    for (const [token, id, round, status, message] of [
      [staff.host.token, orderId, 1, 403, STAFF_ROLE_REFUSALS.notForRole(["manager", "kitchen"])],
      [elsewhere.token, orderId, 1, 403, undefined],
      [staff.kitchen.token, waiting, 1, 409, KITCHEN_REFUSALS.notAccepted],
      [staff.kitchen.token, ready, 1, 409, KDS_REFUSALS.notOnTheRail],
      [staff.kitchen.token, orderId, 2, 404, KITCHEN_REFUSALS.noSuchRound],
    ] as const) {
      const answer = await bump(token, id, round);
      expect(answer.status, `${id} ${round}`).toBe(status);
      if (message) expect(messageOf(answer)).toBe(message);
    }
    expect((await orderRowOf(t, orderId)).status).toBe(OrderStatus.Accepted);
    expect(await bumpsOf(orderId)).toEqual([]);
    expect((await bumpsOf(ready)).length).toBe(1);
  });
});

it("bumps a tab's round to ready (its dishes ready), then served, when it leaves the rail", async () => {
  const table = await setUpTabTable(t);
  const round = await orderRound(t, table, { name: "Asha" });
  const orderId = round.order.orderId;
  await acceptTab(t, table, orderId);
  const first = await bump(table.tokens.kitchen, orderId);
  expect(kitchenTicketSchema.parse(first.body).status).toBe(OrderStatus.KitchenTicketReady);
  expect((await dishesOf(t, orderId)).every((d) => d.itemStatus === 42)).toBe(true);
  expect(
    (await rail(table.tokens.kitchen)).map((one) => one.orderId),
    "a ready tab ticket waits to be served",
  ).toContain(orderId);
  const second = await bump(table.tokens.kitchen, orderId);
  expect(kitchenTicketSchema.parse(second.body).status).toBe(OrderStatus.Served);
  expect((await orderRowOf(t, orderId)).status).toBe(OrderStatus.ContactlessOrderServed);
  expect((await rail(table.tokens.kitchen)).map((one) => one.orderId)).not.toContain(orderId);
});

describe("stations", () => {
  it("a manager sets them; the kitchen reads them; a host and the kitchen may not set them", async () => {
    const [dish] = (await menuOf(t, locationId, "pickup")).menu;
    const stations = [
      { key: "cold", name: "Cold", dishIds: [dish!.itemId], categoryIds: [] },
      { key: "bar", name: "Bar", dishIds: [], categoryIds: [] },
    ];
    expect((await putStations(staff.manager.token, stations)).status).toBe(200);
    const read = await jsonCall(t, "GET", "/staff/kitchen/stations", undefined, { token: staff.kitchen.token });
    expect(kitchenStationsSchema.parse(read.body).stations).toEqual(stations);
    for (const token of [staff.kitchen.token, staff.host.token]) expect((await putStations(token, [])).status).toBe(403);
    const again = await jsonCall(t, "GET", "/staff/kitchen/stations", undefined, { token: staff.manager.token });
    expect(kitchenStationsSchema.parse(again.body).stations).toEqual(stations);
  });

  it("gives each ticket's dish its station's name: routed by dish before its category, by category, or none (null)", async () => {
    const orderId = await pickupOrder();
    const [dish] = await dishesOf(t, orderId);
    const { categoryId } = (await menuOf(t, locationId, "pickup")).menu.find((item) => item.itemId === dish!.itemId)!;
    const stationOfDish = async () => {
      const ticket = (await rail()).find((one) => one.orderId === orderId)!;
      return ticket.items.map((item) => [item.station, item.stationName]);
    };
    const grill = { key: "grill", name: "Grill", dishIds: [], categoryIds: [categoryId] };
    const cold = { key: "cold-line", name: "Cold line", dishIds: [dish!.itemId], categoryIds: [] };
    expect((await putStations(staff.manager.token, [grill, cold])).status).toBe(200);
    expect(await stationOfDish()).toEqual([["cold-line", "Cold line"]]);
    expect((await putStations(staff.manager.token, [grill])).status).toBe(200);
    expect(await stationOfDish()).toEqual([["grill", "Grill"]]);
    expect((await putStations(staff.manager.token, [{ ...grill, name: "Hot line" }])).status).toBe(200);
    expect(await stationOfDish(), "a renamed station: the ticket says its new name").toEqual([["grill", "Hot line"]]);
    expect((await putStations(staff.manager.token, [])).status).toBe(200);
    expect(await stationOfDish()).toEqual([[null, null]]);
  });

  it("refuses a dish or category not on the restaurant's menu, two stations with one key or one name (400, nothing changed)", async () => {
    const before = (await jsonCall(t, "GET", "/staff/kitchen/stations", undefined, { token: staff.manager.token })).body;
    const other = (await openRestaurants(t, "pickup")).find((r) => r.id !== locationId)!;
    const [theirDish] = (await menuOf(t, other.id, "pickup")).menu;
    for (const [stations, message] of [
      [[{ key: "grill", name: "Grill", dishIds: [theirDish!.itemId] }], KDS_REFUSALS.unknownDish(theirDish!.itemId)],
      [[{ key: "grill", name: "Grill", categoryIds: [999999] }], KDS_REFUSALS.unknownCategory(999999)],
      [
        [
          { key: "grill", name: "Grill" },
          { key: "grill", name: "Grill 2" },
        ],
        undefined,
      ],
      [[{ key: "Grill!", name: "Grill" }], undefined],
      [
        [
          { key: "grill", name: "Grill" },
          { key: "grill-2", name: " grill" },
        ],
        "Invalid body: stations: Two stations have one name",
      ],
    ] as const) {
      const answer = await putStations(staff.manager.token, stations);
      expect(answer.status, JSON.stringify(stations)).toBe(400);
      if (message) expect(messageOf(answer)).toBe(message);
    }
    expect((await jsonCall(t, "GET", "/staff/kitchen/stations", undefined, { token: staff.manager.token })).body).toEqual(before);
  });
});
