/** (Placeholder until its part lands.) */
import type { BookingAnswer, BookingRequest } from "@forkful/contracts/bookings";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import type { TablesDeps } from "./tables-deps";

export async function reserveTable(_deps: TablesDeps, _request: BookingRequest, _caller: Caller | null): Promise<BookingAnswer> {
  throw new ConflictError("Reservations is not open yet");
}
