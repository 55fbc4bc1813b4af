/** GET /staff/waitlist: the parties in line at the caller's restaurant, in order and with their wait, and those seated. */
import { WAITING_BOOKING_STATUSES } from "@forkful/contracts/booking-states";
import type { staffWaitlistAnswerSchema } from "@forkful/contracts/staff-tables";
import type { z } from "zod";
import type { StaffCaller } from "../../plugins/caller";
import { type BookingOnTable, checkinsInLine, partiesAtTables, toBooking } from "../bookings/public";
import { staffLocation } from "../tables/public";
import { readWaitSituation } from "./wait-situation";
import type { WaitlistDeps } from "./waitlist-deps";
import { progressOfLine } from "./waitlist-progress";

export async function staffWaitlist(deps: WaitlistDeps, caller: StaffCaller): Promise<z.infer<typeof staffWaitlistAnswerSchema>> {
  const location = await staffLocation(deps.db, caller);
  const ex = deps.db;
  const now = deps.clock();
  const [waiting, seated, situation] = await Promise.all([
    checkinsInLine(ex, caller.locationId, WAITING_BOOKING_STATUSES),
    partiesAtTables(ex, caller.locationId, ["Seated"]),
    readWaitSituation(ex, caller.locationId, now),
  ]);
  // One read of the floor gives the whole line its places and waits.
  const progress = progressOfLine(situation);
  const view = (rows: BookingOnTable[]) => rows.map((row) => toBooking({ ...row, location }, progress.get(row.booking.id) ?? null, now));
  return { waiting: view(waiting), seated: view(seated) };
}
