/** GET /staff/waitlist: the parties in line at the caller's restaurant, in order and with their wait, and those seated. */
import { WAITING_BOOKING_STATUSES } from "@forkful/contracts/booking-states";
import { STAFF_FLOOR_REFUSALS, type staffWaitlistAnswerSchema } from "@forkful/contracts/staff-tables";
import type { z } from "zod";
import { NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { toBooking } from "./booking-mapper";
import type { LocationForBookings } from "./booking-rows";
import type { BookingOnTable } from "./staff-floor.repository";
import type { TablesDeps } from "./tables-deps";
import { readWaitSituation } from "./wait-situation";
import { progressOfLine } from "./waitlist-progress";

/** The caller's own restaurant, as booking rules read it. */
export async function staffLocation(deps: Pick<TablesDeps, "tables">, caller: StaffCaller): Promise<LocationForBookings> {
  const location = await deps.tables.locationForBookings(deps.tables.db, caller.locationId);
  if (!location) throw new NotFoundError(STAFF_FLOOR_REFUSALS.noRestaurant);
  return location;
}

export async function staffWaitlist(deps: TablesDeps, caller: StaffCaller): Promise<z.infer<typeof staffWaitlistAnswerSchema>> {
  const location = await staffLocation(deps, caller);
  const ex = deps.tables.db;
  const now = deps.clock();
  const [waiting, seated, situation] = await Promise.all([
    deps.tables.checkinsInLine(ex, caller.locationId, WAITING_BOOKING_STATUSES),
    deps.tables.partiesAtTables(ex, caller.locationId, ["Seated"]),
    readWaitSituation(deps, ex, caller.locationId, now),
  ]);
  // One read of the floor gives the whole line its places and waits.
  const progress = progressOfLine(situation);
  const view = (rows: BookingOnTable[]) => rows.map((row) => toBooking({ ...row, location }, progress.get(row.booking.id) ?? null, now));
  return { waiting: view(waiting), seated: view(seated) };
}
