/**
 * The authorization matrix's rows for staff's side of calls for the waiter (issue 13): each acts on an open call made
 * signed out at a fresh table of the restaurant the owners order from (with its QR token). Reading a call is PUBLIC;
 * calling without the table's token is refused (table-presence-matrix-rows).
 */
import { randomUUID } from "node:crypto";
import { waiterCallSchema, waiterCallsAnswerSchema } from "@forkful/contracts/waiter-calls";
import { expect } from "vitest";
import { diningTables } from "../db/schema/tables";
import { type Answer, type CallerName, type Fixture, isStaffHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";
import { encodedCall } from "./sign-in-helpers";

/** A diner at a new table of the owners' restaurant calls the waiter. */
async function openCall(m: Matrix): Promise<Partial<Fixture>> {
  const tableId = `WC-${randomUUID().slice(0, 8)}`;
  const [table] = await m.t.database.db
    .insert(diningTables)
    .values({ locationId: m.locationId, tableId, name: `Table ${tableId}`, sectionId: 1, seats: 2 })
    .returning();
  const at = { locationId: m.locationId, tableId, tableToken: table!.token };
  const answer = await encodedCall(m.t, "POST", "/customer/call-waiter", at);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { callId: waiterCallSchema.parse(answer.body).callId, tableId };
}

/** Staff of the restaurant see the call; staff elsewhere do not. */
const listsTheCall = (answer: Answer, caller: CallerName, f: Fixture) => {
  const ids = waiterCallsAnswerSchema.parse(answer.body).calls.map((call) => call.callId);
  if (isStaffHere(caller)) expect(ids).toContain(f.callId);
  else expect(ids, `${caller} sees another restaurant's call`).not.toContain(f.callId);
};

export function waiterCallRows(matrix: () => Matrix, expected: { staffHereOnly: Statuses; anyStaff: Statuses }): MatrixRow[] {
  const move = (action: "acknowledge" | "close"): MatrixRow => ({
    call: `PUT /staff/waiter-calls/{callId}/${action}`,
    on: "staff",
    expected: expected.staffHereOnly,
    prepare: () => openCall(matrix()),
    request: (f) => ({ params: { callId: f.callId! } }),
  });
  return [
    {
      call: "GET /staff/waiter-calls",
      on: "staff",
      expected: expected.anyStaff,
      prepare: () => openCall(matrix()),
      request: () => ({}),
      shows: listsTheCall,
    },
    {
      call: "GET /staff/waiter-calls/events",
      on: "staff",
      expected: expected.anyStaff,
      stream: true,
      prepare: () => openCall(matrix()),
      request: () => ({}),
      shows: listsTheCall,
    },
    move("acknowledge"),
    move("close"),
  ];
}
