import { BOOKING_STATUSES } from "@forkful/contracts/booking-states";
import { describe, expect, it } from "vitest";
import { bookingFixture, waitTimesFixture } from "../../../shared/testing/booking-fixtures";
import { applyProgress } from "../hooks/use-checkin-events";
import { checkinPhase, placeText, shortWaitText, waitFor, waitText } from "./checkin-phase";

describe("check-in phase", () => {
  it("reads every status as one phase", () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, checkinPhase(s)]))).toEqual({
      Active: "waiting",
      Notified: "ready",
      Seated: "seated",
      Completed: "ended",
      Cancelled: "ended",
      NoShow: "ended",
      Released: "ended",
    });
  });

  it("says a wait as a diner reads it", () => {
    expect([0, 4, 5, 25, 60, 75].map(shortWaitText)).toEqual(["< 5 min", "< 5 min", "5 min", "25 min", "1 h", "1 h 15 min"]);
    expect([0, 4, 5, 25, 60, 75].map(waitText)).toEqual([
      "under 5 min",
      "under 5 min",
      "about 5 min",
      "about 25 min",
      "about 1 h",
      "about 1 h 15 min",
    ]);
    expect(placeText(2)).toBe("You're #2 in line");
  });

  it("finds the wait of a party's size band, or none", () => {
    const waits = waitTimesFixture();
    expect(waitFor(waits, 2)).toBe(20);
    expect(waitFor(waits, 3)).toBe(35);
    expect(waitFor(waits, 12)).toBe(80);
    expect(waitFor({ waitTimes: [] }, 2)).toBeNull();
  });

  it("lays a progress event over the booking, and ignores another party's", () => {
    const booking = bookingFixture();
    const moved = applyProgress(booking, { ...booking, position: 2, partiesAhead: 1, waitMinutes: 15 });
    expect(moved).toMatchObject({ position: 2, partiesAhead: 1, waitMinutes: 15, fullName: booking.fullName });
    expect(applyProgress(booking, { ...booking, reservationId: "other", position: 1 })).toBe(booking);
  });
});
