/**
 * A code proved a number and signed a customer in: the check-ins and reservations guests made become that customer's,
 * in the sign-in's transaction. Every booking of the guest session the code was sent from (and its calls for the
 * waiter), whatever number it gave; and the bookings other guest sessions made with the proved number. A diner holds
 * one place in a waitlist at a time (the database keeps it so): a guest's live check-in comes along only while the
 * customer holds none, the newest first; one that cannot come stays with its guest session, as it was.
 */
import { isActiveBooking } from "@forkful/contracts/booking-states";
import type { NumberProved } from "../../integrations/events/event-catalogue";
import type { CarriedBooking } from "./booking-carry.repository";
import type { TablesDeps } from "./tables-deps";

const holdsPlaceInLine = (b: CarriedBooking) => b.kind === "checkin" && b.channelName === "ONLINE" && isActiveBooking(b.status);

export async function carryGuestBookings(deps: Pick<TablesDeps, "tables">, proved: NumberProved): Promise<number> {
  const { tx, customerId, phoneNumber, guestId } = proved;
  const found = await deps.tables.bookingsToCarry(tx, guestId, phoneNumber, customerId);
  const others = [...new Set(found.flatMap((b) => (b.customerId && b.customerId !== guestId ? [b.customerId] : [])))];
  const unproved = new Set(await proved.unprovedGuests(others));
  const theirs = found.filter((b) => b.customerId === guestId || (b.customerId !== null && unproved.has(b.customerId)));
  let inLine = await deps.tables.hasLiveCheckin(tx, customerId);
  const carried = theirs
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .filter((b) => {
      if (!holdsPlaceInLine(b)) return true;
      if (inLine) return false;
      inLine = true;
      return true;
    });
  if (guestId) await deps.tables.moveWaiterCalls(tx, guestId, customerId);
  return deps.tables.moveBookings(
    tx,
    carried.map((b) => b.id),
    customerId,
  );
}
