/**
 * A code proved a number and signed a customer in: the check-ins and reservations guests made become that customer's,
 * in the sign-in's transaction. Every booking of the guest session the code was sent from, whatever number it gave;
 * and the bookings other guest sessions made with the proved number. A diner holds one place in a waitlist at a time
 * (the database keeps it so): a guest's live check-in comes along only while the customer holds none, the newest
 * first; one that cannot come stays with its guest session, as it was. (Its calls for the waiter: waiter-calls.)
 */
import { isActiveBooking } from "@forkful/contracts/booking-states";
import type { NumberProved } from "../../integrations/events/event-catalogue";
import { bookingsToCarry, type CarriedBooking, hasLiveCheckin, moveBookings } from "./booking-carry";

const holdsPlaceInLine = (b: CarriedBooking) => b.kind === "checkin" && b.channelName === "ONLINE" && isActiveBooking(b.status);

export async function carryGuestBookings(proved: NumberProved): Promise<number> {
  const { tx, customerId, phoneNumber, guestId } = proved;
  const found = await bookingsToCarry(tx, guestId, phoneNumber, customerId);
  const others = [...new Set(found.flatMap((b) => (b.customerId && b.customerId !== guestId ? [b.customerId] : [])))];
  const unproved = new Set(await proved.unprovedGuests(others));
  const theirs = found.filter((b) => b.customerId === guestId || (b.customerId !== null && unproved.has(b.customerId)));
  let inLine = await hasLiveCheckin(tx, customerId);
  const carried = theirs
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .filter((b) => {
      if (!holdsPlaceInLine(b)) return true;
      if (inLine) return false;
      inLine = true;
      return true;
    });
  return moveBookings(
    tx,
    carried.map((b) => b.id),
    customerId,
  );
}
