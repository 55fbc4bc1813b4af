/**
 * The authorization matrix's rows for curbside pickup (issue 14): only the order's owner says "I'm here"; only staff
 * see who waits outside, and staff of another restaurant never see this restaurant's diners.
 */
import { curbsideWaitingSchema } from "@forkful/contracts/curbside";
import { expect } from "vitest";
import { type Fixture, isStaffHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";
import { jsonCall } from "./sign-in-helpers";

const CAR = { carDetails: "Blue Civic", spot: "Bay 2" };

/** The owner tells the restaurant they are outside. */
async function arrived(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const answer = await jsonCall(m.t, "POST", "/order/curbside/arrived", { orderId: f.order.orderId, ...CAR }, { token: f.owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {};
}

export function curbsideRows(matrix: () => Matrix, expected: { ownerOnly: Statuses; anyStaff: Statuses }): MatrixRow[] {
  return [
    {
      call: "POST /order/curbside/arrived",
      on: "order",
      expected: expected.ownerOnly,
      request: (f) => ({ body: { orderId: f.order.orderId, ...CAR } }),
    },
    {
      call: "GET /staff/curbside",
      on: "staff",
      expected: expected.anyStaff,
      prepare: (f) => arrived(matrix(), f),
      request: () => ({}),
      shows: (answer, caller, f) => {
        const listed = curbsideWaitingSchema.parse(answer.body).map((w) => w.orderId);
        if (isStaffHere(caller)) expect(listed).toContain(f.order.orderId);
        else expect(listed).not.toContain(f.order.orderId);
      },
    },
  ];
}
