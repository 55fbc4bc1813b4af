import { LOCAL_MARKER_TTL_MS } from "@forkful/contracts/constants";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { rememberedReservation, rememberReservation } from "./reservation-marker";

const ID = "7f0c2a8e-4b7a-4d7e-9a53-1c1f0e6b2d11";

beforeEach(() => localStorage.clear());

describe("the reservation marker (spec §4: held locally 5 minutes)", () => {
  it("keeps the id under the spec's keys for LOCAL_MARKER_TTL_MS, then forgets it", () => {
    rememberReservation(ID, 1_000);
    expect(localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(ID);
    expect(localStorage.getItem(STORAGE_KEYS.reservationExpireTime)).toBe(String(1_000 + LOCAL_MARKER_TTL_MS));
    expect(rememberedReservation(1_000 + LOCAL_MARKER_TTL_MS - 1)).toBe(ID);
    expect(rememberedReservation(1_000 + LOCAL_MARKER_TTL_MS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBeNull();
  });

  it("leaves a check-in's id alone (no reservation expiry beside it)", () => {
    localStorage.setItem(STORAGE_KEYS.checkinReservationId, ID);
    expect(rememberedReservation()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(ID);
  });
});
