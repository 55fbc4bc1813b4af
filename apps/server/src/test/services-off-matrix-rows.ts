/**
 * The authorization matrix's rows for turning delivery, check-in or reservations off (issue 26): managers only, each
 * their own restaurant's.
 */
import { staffServicesSchema } from "@forkful/contracts/services-off";
import { expect } from "vitest";
import type { MatrixRow, Statuses } from "./authorization-kit";

export function servicesOffRows(expected: { managersOwn: Statuses }): MatrixRow[] {
  return [
    {
      call: "GET /staff/services",
      on: "staff",
      expected: expected.managersOwn,
      request: () => ({}),
      shows: (answer) => staffServicesSchema.parse(answer.body),
    },
    {
      call: "PUT /staff/services",
      on: "staff",
      expected: expected.managersOwn,
      // Turning delivery back on: what every restaurant of the matrix already is, so a manager elsewhere changes nothing here.
      request: () => ({ body: { service: "delivery", minutes: null } }),
      shows: (answer) => expect(staffServicesSchema.parse(answer.body).services[0]).toMatchObject({ service: "delivery", off: false }),
    },
  ];
}
