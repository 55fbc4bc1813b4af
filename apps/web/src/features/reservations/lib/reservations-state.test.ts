import { describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { slotsFixture } from "../../../shared/testing/reservation-fixtures";
import { reservationsState } from "./reservations-state";

const taking = restaurantFixture({ open: 1, disabledServices: { isReservation: false } });
const today = slotsFixture("2026-11-24", 2);
const noneFree = { ...today, slots: today.slots.map((slot) => ({ ...slot, available: false })) };

describe("why reservations are closed", () => {
  it("says off only when the restaurant takes no reservations online", () => {
    expect(reservationsState({ ...taking, disabledServices: { isReservation: true } }, today)).toBe("off");
    expect(reservationsState({ ...taking, workingHours: [] }, today)).toBe("off");
  });

  it("says closed now while the restaurant is closed, full when no table is left today, and open otherwise", () => {
    expect(reservationsState({ ...taking, open: 0 }, today)).toBe("closedNow");
    expect(reservationsState(taking, noneFree)).toBe("full");
    expect(reservationsState(taking, { ...today, open: false, slots: [] })).toBe("full");
    expect(reservationsState(taking, today)).toBe("open");
    expect(reservationsState(taking, undefined)).toBeNull();
  });
});
