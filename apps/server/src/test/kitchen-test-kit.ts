/** For the kitchen tests (issue 13): the staff kitchen calls, the KOT call, and the rows they move, read directly. */
import { randomUUID } from "node:crypto";
import { kotAnswerSchema } from "@forkful/contracts/order-lookups";
import { and, asc, eq, ne } from "drizzle-orm";
import { expect } from "vitest";
import { DEMO_STAFF_PASSWORD } from "../../seed/seed-staff";
import { orderRounds } from "../db/schema/bills";
import { merchantLocations } from "../db/schema/merchants";
import { orderItems, orderStatusHistory, orders } from "../db/schema/orders";
import { staff } from "../db/schema/staff";
import { hashPassword } from "../lib/password-hash";
import { encodedCall, jsonCall } from "./sign-in-helpers";
import type { TestApp } from "./test-app";

export const moveDish = (t: TestApp, token: string, orderId: string, lineId: number, status: number) =>
  jsonCall(t, "PUT", `/staff/kitchen/orders/${orderId}/items/${lineId}`, { status }, { token });

export const moveTicket = (t: TestApp, token: string, orderId: string, sortOrder: number, status: number) =>
  jsonCall(t, "PUT", `/staff/kitchen/orders/${orderId}/rounds/${sortOrder}`, { status }, { token });

export const kitchenTickets = (t: TestApp, token: string) => jsonCall(t, "GET", "/staff/kitchen/tickets", undefined, { token });

/** POST /kot/v2/getKOTItemsBySortOrder, expecting `status`; the decoded answer when it is 200. */
export async function kot(t: TestApp, request: Record<string, unknown>, token?: string, status = 200) {
  const answer = await encodedCall(t, "POST", "/kot/v2/getKOTItemsBySortOrder", request, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return status === 200 ? kotAnswerSchema.parse(answer.body) : answer;
}

/** The order's dishes as stored, in cart order. */
export const dishesOf = (t: TestApp, orderId: string) =>
  t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.sortOrder), asc(orderItems.id));

export async function roundOf(t: TestApp, orderId: string, roundNo: number) {
  const [round] = await t.database.db
    .select()
    .from(orderRounds)
    .where(and(eq(orderRounds.orderId, orderId), eq(orderRounds.roundNo, roundNo)));
  return round!;
}

export async function orderRowOf(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export const historyOf = (t: TestApp, orderId: string) =>
  t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));

/** Puts dishes and a round's ticket where a test needs them, as if the kitchen had moved them. */
export async function arrange(
  t: TestApp,
  orderId: string,
  { dishes, ticket, roundNo = 1, status }: { dishes?: number | null; ticket?: number | null; roundNo?: number; status?: number },
) {
  const { db } = t.database;
  if (dishes !== undefined)
    await db
      .update(orderItems)
      .set({ itemStatus: dishes })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.roundNo, roundNo)));
  if (ticket !== undefined)
    await db
      .update(orderRounds)
      .set({ ticketStatus: ticket })
      .where(and(eq(orderRounds.orderId, orderId), eq(orderRounds.roundNo, roundNo)));
  if (status !== undefined) await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** A staff member of the restaurant in `role`, signed in: their token and id. */
export async function staffMember(t: TestApp, locationId: number, role: "host" | "kitchen" | "manager") {
  const userName = `${role}.kitchen-test-${randomUUID().slice(0, 8)}`;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const [member] = await t.database.db
    .insert(staff)
    .values({ locationId, userName, fullName: `Test ${role}`, passwordHash, role })
    .returning();
  const answer = await jsonCall(t, "POST", "/staff/login", { userName, password: DEMO_STAFF_PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token: (answer.body as { accessToken: string }).accessToken, staffId: String(member!.id) };
}

/** A staff member in `role` of a restaurant other than `locationId`. */
export async function staffElsewhere(t: TestApp, locationId: number, role: "kitchen" | "manager") {
  const [other] = await t.database.db.select().from(merchantLocations).where(ne(merchantLocations.id, locationId)).limit(1);
  return staffMember(t, other!.id, role);
}
