/**
 * The authorization matrix's row for a restaurant's live feed (issue 26): every staff role opens its own restaurant's
 * stream, named by the staff sign-in alone; a diner or a guest is no staff (401).
 */
import { liveFeedMarkSchema } from "@forkful/contracts/live-feed";
import { expect } from "vitest";
import { type Answer, type CallerName, isStaffHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";

export function liveFeedRows(matrix: () => Matrix, expected: { anyStaff: Statuses }): MatrixRow[] {
  return [
    {
      call: "GET /staff/live",
      on: "staff",
      expected: expected.anyStaff,
      stream: true,
      request: () => ({}),
      // Its hello names the restaurant followed: the caller's own, never the one the owner's order is at for staff elsewhere.
      shows: (answer: Answer, caller: CallerName) => {
        const { locationId } = liveFeedMarkSchema.parse(answer.body);
        if (isStaffHere(caller)) expect(locationId).toBe(matrix().locationId);
        else expect(locationId, `${caller} follows another restaurant`).not.toBe(matrix().locationId);
      },
    },
  ];
}
