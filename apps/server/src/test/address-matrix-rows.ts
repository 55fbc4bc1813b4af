/**
 * The authorization matrix's rows for a diner's saved addresses (issue 14): only the owner reads or changes their
 * address book; another diner's address is 403, a staff token is no diner's sign-in. The geocoding calls are PUBLIC.
 */
import { addressListSchema, savedAddressSchema } from "@forkful/contracts/addresses";
import { expect } from "vitest";
import type { Answer, CallerName, Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { encodedCall } from "./sign-in-helpers";

const ADDRESS = { tag: "Home", addressLine1: "12 Market St", city: "San Francisco", lat: 37.7936, lng: -122.3958 };

/** An address the owner saved. */
async function savedAddress(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const answer = await encodedCall(m.t, "POST", "/addresses", { customerId: f.owner.customerId, ...ADDRESS }, { token: f.owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { addressId: savedAddressSchema.parse(answer.body).id };
}

const listsTheAddress = (answer: Answer, _caller: CallerName, f: Fixture) =>
  expect(addressListSchema.parse(answer.body).map((a) => a.id)).toContain(f.addressId);

export function addressRows(matrix: () => Matrix, expected: { ownerOnly: Statuses; ownerOnlyCreates: Statuses }): MatrixRow[] {
  return [
    {
      call: "GET /addresses",
      on: "account",
      expected: expected.ownerOnly,
      prepare: (f) => savedAddress(matrix(), f),
      request: (f) => ({ query: { customerId: f.owner.customerId } }),
      shows: listsTheAddress,
    },
    {
      call: "POST /addresses",
      on: "account",
      expected: expected.ownerOnlyCreates,
      request: (f) => ({ body: { customerId: f.owner.customerId, ...ADDRESS } }),
    },
    {
      call: "PUT /addresses/{id}",
      on: "account",
      expected: expected.ownerOnly,
      prepare: (f) => savedAddress(matrix(), f),
      request: (f) => ({ params: { id: f.addressId! }, body: { addressLine2: "Apt 9", isDefault: true } }),
    },
    {
      call: "DELETE /addresses/{id}",
      on: "account",
      expected: expected.ownerOnly,
      prepare: (f) => savedAddress(matrix(), f),
      request: (f) => ({ params: { id: f.addressId! } }),
    },
  ];
}
