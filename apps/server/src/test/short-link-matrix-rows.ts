/**
 * The authorization matrix's rows for short links (issue 15): staff act on their own restaurant's links only. Following
 * a link (POST /customer/getActualURL/v2) is PUBLIC. A link for a table only the matrix's restaurant has is refused to
 * staff elsewhere (they cannot point at another restaurant's table); another restaurant's link is not found (404).
 */
import { randomUUID } from "node:crypto";
import { shortLinkListSchema, shortLinkSchema } from "@forkful/contracts/short-links";
import { expect } from "vitest";
import { shortLinks } from "../db/schema/links";
import { diningTables } from "../db/schema/tables";
import type { Answer, Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";

/** A short link of the matrix's restaurant, written directly. */
async function restaurantsLink(m: Matrix): Promise<Partial<Fixture>> {
  const shortLinkId = `mx${randomUUID().slice(0, 8)}`;
  await m.t.database.db
    .insert(shortLinks)
    .values({ id: shortLinkId, locationId: m.locationId, kind: "restaurant", target: "/restaurant/matrix", label: "Matrix" });
  return { shortLinkId };
}

/** A table only the matrix's restaurant has. */
async function tableHere(m: Matrix): Promise<Partial<Fixture>> {
  const tableId = `MX${randomUUID().slice(0, 6)}`;
  await m.t.database.db.insert(diningTables).values({ locationId: m.locationId, tableId, name: "Matrix table", sectionId: 1, seats: 2 });
  return { shortLinkTableId: tableId };
}

const showsTheLink = (answer: Answer, _caller: unknown, f: Fixture) => expect(shortLinkSchema.parse(answer.body).id).toBe(f.shortLinkId);

export function shortLinkRows(
  matrix: () => Matrix,
  expected: { anyStaff: Statuses; staffHereOnly: Statuses; staffHereCreates: Statuses },
): MatrixRow[] {
  return [
    {
      call: "GET /staff/short-links",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({}),
      shows: (answer) => expect(shortLinkListSchema.parse(answer.body).every((l) => l.target.startsWith("/"))).toBe(true),
    },
    {
      call: "POST /staff/short-links",
      on: "staff",
      expected: expected.staffHereCreates,
      prepare: () => tableHere(matrix()),
      request: (f) => ({ body: { kind: "table", tableId: f.shortLinkTableId } }),
      shows: (answer, _caller, f) => expect(shortLinkSchema.parse(answer.body).target).toMatch(new RegExp(`/table/${f.shortLinkTableId}$`)),
    },
    {
      call: "DELETE /staff/short-links/{id}",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: () => restaurantsLink(matrix()),
      request: (f) => ({ params: { id: f.shortLinkId! } }),
      shows: showsTheLink,
    },
    {
      call: "GET /staff/short-links/{id}/qr",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: () => restaurantsLink(matrix()),
      request: (f) => ({ params: { id: f.shortLinkId! } }),
      shows: (answer) => expect(String(answer.body)).toMatch(/^<svg/),
    },
  ];
}
