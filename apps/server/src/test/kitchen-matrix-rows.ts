/**
 * The authorization matrix's rows for the kitchen (issue 13): the KOT of a table's tab, read only by its diners and
 * its restaurant's staff, and the staff kitchen calls. The owner's order is made a tab at a fresh table of the
 * owners' restaurant, with the owner as its one diner, and accepted, so the kitchen may start it.
 */
import { randomUUID } from "node:crypto";
import { kitchenRecallAnswerSchema, kitchenStationsSchema, kitchenTicketsAnswerSchema } from "@forkful/contracts/kitchen";
import { kotAnswerSchema } from "@forkful/contracts/order-lookups";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { kitchenStations } from "../db/schema/kitchen";
import { orderItems } from "../db/schema/orders";
import { type Fixture, isStaffHere, type Matrix, type MatrixRow, type Statuses, statuses } from "./authorization-kit";
import { pay } from "./payment-test-kit";
import { jsonCall } from "./sign-in-helpers";
import { ownersTab } from "./table-presence-matrix-rows";

/** The owner's order as an accepted tab (paid at the restaurant, as the status row accepts one). */
async function acceptedTab(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await ownersTab(m, f, 1, "Priya");
  await pay(m.t, "customer-initiate-offline-payment", { orderId: f.order.orderId, idempotencyKey: randomUUID() }, f.owner.token);
  const staffHere = m.cast.managerHere.token;
  const accepted = await jsonCall(m.t, "PUT", `/staff/orders/${f.order.orderId}/status`, { status: 11 }, { token: staffHere });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return {};
}

/** The owner's accepted tab with its first ticket bumped (ready) by the restaurant's manager: a recall brings it back. */
async function bumpedTab(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await acceptedTab(m, f);
  const path = `/staff/kitchen/orders/${f.order.orderId}/rounds/1/bump`;
  const bumped = await jsonCall(m.t, "POST", path, undefined, { token: m.cast.managerHere.token });
  expect(bumped.status, JSON.stringify(bumped.body)).toBe(200);
  return {};
}

export function kitchenRows(
  matrix: () => Matrix,
  expected: { staffHereOnly: Statuses; anyStaff: Statuses; managersOwn: Statuses },
): MatrixRow[] {
  const firstLine = async (f: Fixture) => {
    const [line] = await matrix().t.database.db.select().from(orderItems).where(eq(orderItems.orderId, f.order.orderId));
    return String(line!.id);
  };
  return [
    {
      call: "POST /kot/v2/getKOTItemsBySortOrder",
      variant: "a table's tab: its diners and its restaurant's staff",
      on: "order",
      // The tab's diner and every role of its restaurant (what the table sees); nobody else.
      expected: statuses(200, 403, 403, 401, 200, 200, 200, 403),
      prepare: async (f) => {
        await ownersTab(matrix(), f, 1, "Priya");
        return {};
      },
      request: (f) => ({ body: { orderId: f.order.orderId } }),
      shows: (answer, _caller, f) => {
        const kot = kotAnswerSchema.parse(answer.body);
        expect(kot.tickets.map((t) => [t.orderId, t.sortOrder, t.dinerName])).toEqual([[f.order.orderId, 1, "Priya"]]);
      },
    },
    {
      call: "GET /staff/kitchen/tickets",
      on: "staff",
      expected: expected.anyStaff,
      prepare: (f) => acceptedTab(matrix(), f),
      request: () => ({}),
      shows: (answer, caller, f) => {
        const listed = kitchenTicketsAnswerSchema.parse(answer.body).tickets.map((t) => t.orderId);
        if (isStaffHere(caller)) expect(listed).toContain(f.order.orderId);
        else expect(listed, `${caller} sees another restaurant's tickets`).not.toContain(f.order.orderId);
      },
    },
    {
      call: "PUT /staff/kitchen/orders/{orderId}/items/{lineId}",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: (f) => acceptedTab(matrix(), f),
      request: async (f) => ({ params: { orderId: f.order.orderId, lineId: await firstLine(f) }, body: { status: 41 } }),
    },
    {
      call: "PUT /staff/kitchen/orders/{orderId}/rounds/{sortOrder}",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: async (f) => {
        await acceptedTab(matrix(), f);
        await matrix().t.database.db.update(orderItems).set({ itemStatus: 42 }).where(eq(orderItems.orderId, f.order.orderId));
        return {};
      },
      request: (f) => ({ params: { orderId: f.order.orderId, sortOrder: "1" }, body: { status: 43 } }),
    },
    {
      call: "POST /staff/kitchen/orders/{orderId}/rounds/{sortOrder}/bump",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: (f) => acceptedTab(matrix(), f),
      request: (f) => ({ params: { orderId: f.order.orderId, sortOrder: "1" } }),
    },
    {
      call: "POST /staff/kitchen/recall",
      on: "staff",
      // Staff elsewhere recall their own restaurant's tickets: none was bumped there (409), never this one.
      expected: statuses(401, 401, 401, 401, 200, 403, 200, 409),
      prepare: (f) => bumpedTab(matrix(), f),
      request: () => ({}),
      shows: (answer, _caller, f) => {
        expect(kitchenRecallAnswerSchema.parse(answer.body).ticket.orderId).toBe(f.order.orderId);
      },
    },
    {
      call: "GET /staff/kitchen/stations",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({}),
      shows: (answer) => {
        kitchenStationsSchema.parse(answer.body);
      },
    },
    {
      call: "PUT /staff/kitchen/stations",
      on: "staff",
      expected: expected.managersOwn,
      // No stations anywhere first: a manager elsewhere setting none at their own restaurant changes nothing of this one's.
      prepare: async () => {
        await matrix().t.database.db.delete(kitchenStations);
        return {};
      },
      request: () => ({ body: { stations: [] } }),
    },
  ];
}
