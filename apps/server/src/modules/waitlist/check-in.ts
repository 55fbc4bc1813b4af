/**
 * Checking in (POST /customer/reservations without reservationDate): the party joins the line with an honest quoted
 * wait, or — with tableId, from a table's QR code — is seated at that table at once when nobody holds it. One active
 * online check-in per phone and per diner (spec §5: 400 with the §8 text), held by the database's partial unique
 * indexes when two race. The line's writers take the floor lock first, so the line's length and the quote are read
 * as they are.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { BookingAnswer, BookingRequest } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Executor } from "../../db/client";
import { BadRequestError, ConflictError } from "../../lib/domain-errors";
import { uniqueViolationOf } from "../../lib/unique-violation";
import type { Caller } from "../../plugins/caller";
import {
  activeOnlineCheckin,
  assertKeyStillNew,
  BookedMeanwhile,
  type BookingRecord,
  bookingOwner,
  bookingRequestRow,
  findBooking,
  insertBooking,
  type NewBookingRow,
  partyAtTable,
  tellTheParty,
  type WaitlistProgress,
} from "../bookings/public";
import { assertServiceOn, type LocationForBookings } from "../merchants/public";
import { liveLocation, lockFloor, type TableRow, tableAtHand } from "../tables/public";
import { bookedBefore, bookingAnswer } from "./booking-answers";
import { quoteWait } from "./wait-estimate";
import { readWaitSituation } from "./wait-situation";
import { closedForCheckins, lineRefusal } from "./wait-times";
import type { WaitlistDeps } from "./waitlist-deps";

const ONE_PARTY_PER_TABLE = "bookings_one_party_per_table_idx";

async function lockAndCheckKey(tx: Executor, request: BookingRequest): Promise<void> {
  await lockFloor(tx, request.locationId);
  await assertKeyStillNew(tx, request.idempotencyKey);
}

/** The party joins the end of the line, quoted the wait it faces now; refused when the line is not open to it. */
async function joinLine(tx: Executor, location: LocationForBookings, row: NewBookingRow, request: BookingRequest): Promise<Joined> {
  await lockAndCheckKey(tx, request);
  const read = await readWaitSituation(tx, location.id, row.createdAt);
  const refusal = lineRefusal(location, read);
  if (refusal) throw new ConflictError(refusal);
  const quotedWaitMinutes = quoteWait(read.situation, request.guestCount);
  const booking = await insertBooking(tx, { ...row, quotedWaitMinutes });
  // Last in the line just read, and quoted from it: where it stands is known without reading the floor again.
  const progress = { position: read.line.length + 1, partiesAhead: read.line.length, waitMinutes: quotedWaitMinutes ?? 0 };
  return { record: { booking, table: null, location }, progress };
}

interface Joined {
  record: BookingRecord;
  progress?: WaitlistProgress;
}

/** The party is seated at the table it scanned, when nobody is held or seated there. */
async function seatAtTable(
  tx: Executor,
  location: LocationForBookings,
  table: TableRow,
  row: NewBookingRow,
  request: BookingRequest,
): Promise<Joined> {
  await lockAndCheckKey(tx, request);
  if (await partyAtTable(tx, table.id)) throw new ConflictError(BOOKING_REFUSALS.tableTaken);
  const values = { ...row, status: "Seated" as const, tableRef: table.id, seatedAt: row.createdAt, quotedWaitMinutes: 0 };
  return { record: { booking: await insertBooking(tx, values), table, location } };
}

/** The caller's own party already held or seated at the table, if it is theirs. */
async function ownPartyAt(deps: WaitlistDeps, table: TableRow, customerId: string): Promise<BookingRecord | null> {
  const party = await partyAtTable(deps.db, table.id);
  return party?.customerId === customerId ? findBooking(deps.db, party.id) : null;
}

export async function checkIn(deps: WaitlistDeps, request: BookingRequest, caller: Caller | null): Promise<BookingAnswer> {
  const earlier = await bookedBefore(deps, request, "checkin", caller);
  if (earlier) return earlier;
  const location = await liveLocation(deps.db, request.locationId);
  // At a table's QR code: only someone at the table (holding its token) checks in there.
  const table = request.tableId
    ? await tableAtHand(deps.db, { locationId: location.id, tableId: request.tableId, tableToken: request.tableToken })
    : null;
  // A known diner is checked before anyone new is made: a refused check-in leaves no guest behind.
  const known = caller || request.customerId ? await bookingOwner(deps, request, caller) : null;
  const own = table && known ? await ownPartyAt(deps, table, known.customerId) : null;
  if (own) return bookingAnswer(deps, deps.db, own, false);
  if (await activeOnlineCheckin(deps.db, { phone: request.phone, customerId: known?.customerId ?? null }))
    throw new BadRequestError(MESSAGES.checkinOnlyOne);
  // The waitlist turned off for a while (a table's own QR code still seats its party).
  if (!table) await assertServiceOn(deps.db, { location, service: "checkin", now: deps.clock() });
  const closed = closedForCheckins(location, deps.clock());
  if (closed) throw new ConflictError(closed);
  const owner = known ?? (await bookingOwner(deps, request, caller));
  const row = bookingRequestRow("checkin", request, owner.customerId, deps.clock());
  let joined: Joined;
  try {
    joined = await deps.db.transaction((tx) =>
      table ? seatAtTable(tx, location, table, row, request) : joinLine(tx, location, row, request),
    );
  } catch (error) {
    const violated = uniqueViolationOf(error);
    if (violated === null && !(error instanceof BookedMeanwhile)) throw error;
    // The same key at the same moment answers the booking the other request made.
    const winner = await bookedBefore(deps, request, "checkin", caller);
    if (winner) return winner;
    if (violated === ONE_PARTY_PER_TABLE) throw new ConflictError(BOOKING_REFUSALS.tableTaken);
    if (violated) throw new BadRequestError(MESSAGES.checkinOnlyOne);
    throw error;
  }
  await deps.events.publish("lineMoved", { locationId: location.id, bookingId: joined.record.booking.id });
  // Joined the line: told so with the way back to its place. Seated at once at its table: nothing to follow.
  if (!table) await tellTheParty(deps, "waitlistJoined", joined.record, joined.progress?.position);
  return bookingAnswer(deps, deps.db, joined.record, owner.newGuest, joined.progress);
}
