/**
 * The authorization matrix's rows for campaigns and events (issue 15): staff make and list their own restaurant's.
 * A staff member elsewhere makes a campaign at their own restaurant (an offer needs no dish), but cannot put the
 * matrix restaurant's dish on their event (400). Diners' reads are PUBLIC.
 */
import { randomUUID } from "node:crypto";
import { campaignListSchema, campaignSchema, eventPageSchema, staffEventListSchema } from "@forkful/contracts/campaigns";
import { expect } from "vitest";
import type { Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { TEST_NOW } from "./test-app";

const inDays = (days: number) => new Date(TEST_NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function campaignsRows(matrix: () => Matrix, expected: { anyStaff: Statuses; staffHereCreates: Statuses }): MatrixRow[] {
  return [
    {
      call: "POST /staff/campaigns",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({ body: { title: "Matrix offer", startsOn: inDays(0), endsOn: inDays(7), offerText: "10% off" } }),
      shows: (answer) => expect(campaignSchema.parse(answer.body).title).toBe("Matrix offer"),
    },
    {
      call: "GET /staff/campaigns",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({}),
      shows: (answer) => expect(campaignListSchema.parse(answer.body)).toBeInstanceOf(Array),
    },
    {
      call: "POST /staff/events",
      on: "staff",
      expected: expected.staffHereCreates,
      request: () => ({
        body: {
          eventSlug: `matrix-${randomUUID().slice(0, 8)}`,
          name: "Matrix night",
          eventDate: inDays(5),
          slots: [{ label: "Evening", startsAt: "19:00", endsAt: "21:00", capacity: 10 }],
          itemIds: [matrix().offerLine.itemId],
        },
      }),
      shows: (answer) => expect(eventPageSchema.parse(answer.body).locationId).toBe(matrix().locationId),
    },
    {
      call: "GET /staff/events",
      on: "staff",
      expected: expected.anyStaff,
      request: () => ({}),
      shows: (answer) => expect(staffEventListSchema.parse(answer.body)).toBeInstanceOf(Array),
    },
  ];
}
