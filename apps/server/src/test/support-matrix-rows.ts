/**
 * The authorization matrix's rows for support requests (issue 15): only an order's diner asks about it and reads their
 * own requests; staff see their own restaurant's requests, and another restaurant's request is no request at all (404).
 */
import { staffSupportListSchema, supportRequestListSchema, supportRequestSchema } from "@forkful/contracts/support";
import { expect } from "vitest";
import { type Answer, type CallerName, type Fixture, isStaffHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";
import { encodedCall } from "./sign-in-helpers";

const aboutTheOrder = (f: Fixture) => ({ topic: "order", message: "The fries were missing from the bag", orderId: f.order.orderId });

/** A request the owner sent about the order. */
async function askedForHelp(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const answer = await encodedCall(m.t, "POST", "/support/createSupportRequest", aboutTheOrder(f), { token: f.owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { supportRequestId: supportRequestSchema.parse(answer.body).id };
}

const listsTheRequest = (answer: Answer, _caller: CallerName, f: Fixture) =>
  expect(supportRequestListSchema.parse(answer.body).map((r) => r.id)).toContain(f.supportRequestId);

export function supportRows(
  matrix: () => Matrix,
  expected: { ownerOnly: Statuses; ownerOnlyCreates: Statuses; anyStaff: Statuses; staffHereAnswers: Statuses },
): MatrixRow[] {
  return [
    {
      call: "POST /support/createSupportRequest",
      on: "order",
      expected: expected.ownerOnlyCreates,
      request: (f) => ({ body: aboutTheOrder(f) }),
    },
    {
      call: "GET /support/requests",
      on: "account",
      expected: expected.ownerOnly,
      prepare: (f) => askedForHelp(matrix(), f),
      request: (f) => ({ query: { customerId: f.owner.customerId } }),
      shows: listsTheRequest,
    },
    {
      call: "GET /staff/support/requests",
      on: "staff",
      expected: expected.anyStaff,
      prepare: (f) => askedForHelp(matrix(), f),
      request: () => ({}),
      shows: (answer, caller, f) => {
        const listed = staffSupportListSchema.parse(answer.body).map((r) => r.id);
        if (isStaffHere(caller)) expect(listed).toContain(f.supportRequestId);
        else expect(listed).not.toContain(f.supportRequestId);
      },
    },
    {
      call: "POST /staff/support/requests/{id}/answer",
      on: "staff",
      expected: expected.staffHereAnswers,
      prepare: (f) => askedForHelp(matrix(), f),
      request: (f) => ({ params: { id: f.supportRequestId! }, body: { answer: "So sorry, a refund is on its way" } }),
    },
    {
      call: "GET /staff/support/requests/{id}/history",
      on: "staff",
      expected: expected.staffHereAnswers,
      prepare: (f) => askedForHelp(matrix(), f),
      request: (f) => ({ params: { id: f.supportRequestId! } }),
    },
  ];
}
