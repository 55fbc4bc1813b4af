/** Where a check-in stands in line now. (Placeholder until the waitlist part lands: nobody is in line yet.) */

import type { WaitlistProgress } from "./booking-mapper";
import type { BookingRecord, Executor } from "./booking-rows";
import type { TablesDeps } from "./tables-deps";

export async function waitlistProgress(_deps: TablesDeps, _ex: Executor, _record: BookingRecord): Promise<WaitlistProgress | null> {
  return null;
}
