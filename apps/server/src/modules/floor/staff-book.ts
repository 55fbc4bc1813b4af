/** GET /staff/reservations?date=: the book of one of the restaurant's own days, every reservation by its start. */

import type { staffReservationsAnswerSchema } from "@forkful/contracts/staff-tables";
import type { z } from "zod";
import type { StaffCaller } from "../../plugins/caller";
import { reservationsOn, toBooking } from "../bookings/public";
import { staffLocation } from "../tables/public";
import type { FloorDeps } from "./floor-deps";

export async function staffBook(
  deps: FloorDeps,
  input: { date: string },
  caller: StaffCaller,
): Promise<z.infer<typeof staffReservationsAnswerSchema>> {
  const location = await staffLocation(deps.db, caller);
  const rows = await reservationsOn(deps.db, caller.locationId, input.date);
  const now = deps.clock();
  // Reservations are not in the waitlist's line: no progress to read.
  return { date: input.date, reservations: rows.map((row) => toBooking({ ...row, location }, null, now)) };
}
