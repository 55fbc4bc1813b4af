/**
 * The authorization matrix's rows for a diner's favourites (issue 15): only the owner reads or changes them; another
 * diner or a guest session sending the owner's customerId is 403, a staff token is no diner's sign-in.
 */
import { favouritesSchema } from "@forkful/contracts/favourites";
import { expect } from "vitest";
import type { Answer, Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { encodedCall } from "./sign-in-helpers";

/** The restaurant of the owner's order, kept as the owner's favourite. */
async function keptRestaurant(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const body = { customerId: f.owner.customerId, locationId: f.order.locationId };
  const answer = await encodedCall(m.t, "POST", "/favourites", body, { token: f.owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {};
}

const listsTheRestaurant = (answer: Answer, _caller: unknown, f: Fixture) =>
  expect(favouritesSchema.parse(answer.body).restaurants.map((r) => r.locationId)).toContain(f.order.locationId);

export function favouritesRows(matrix: () => Matrix, expected: { ownerOnly: Statuses }): MatrixRow[] {
  const target = (f: Fixture) => ({ body: { customerId: f.owner.customerId, locationId: f.order.locationId } });
  return [
    {
      call: "GET /favourites",
      on: "account",
      expected: expected.ownerOnly,
      prepare: (f) => keptRestaurant(matrix(), f),
      request: (f) => ({ query: { customerId: f.owner.customerId } }),
      shows: listsTheRestaurant,
    },
    { call: "POST /favourites", on: "account", expected: expected.ownerOnly, request: target },
    {
      call: "DELETE /favourites",
      on: "account",
      expected: expected.ownerOnly,
      prepare: (f) => keptRestaurant(matrix(), f),
      request: target,
    },
  ];
}
