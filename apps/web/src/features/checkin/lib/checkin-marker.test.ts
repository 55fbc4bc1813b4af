import { LOCAL_MARKER_TTL_MS } from "@forkful/contracts/constants";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { forgetCheckin, rememberCheckin, rememberedCheckin } from "./checkin-marker";

const ID = "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

beforeEach(() => window.localStorage.clear());

describe("check-in marker", () => {
  it("keeps the id under the spec's key, with its time LOCAL_MARKER_TTL_MS ahead", () => {
    rememberCheckin(ID, 1000);
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(ID);
    expect(window.localStorage.getItem(STORAGE_KEYS.reservationExpireTime)).toBe(String(1000 + LOCAL_MARKER_TTL_MS));
    expect(rememberedCheckin()).toEqual({ reservationId: ID, expiresAt: 1000 + LOCAL_MARKER_TTL_MS });
  });

  it("gives the id back after its time has passed too (the server says whether the check-in still goes)", () => {
    rememberCheckin(ID, 0);
    expect(rememberedCheckin()?.reservationId).toBe(ID);
  });

  it("forgets only its own check-in", () => {
    rememberCheckin(ID, 0);
    forgetCheckin("another-id");
    expect(rememberedCheckin()?.reservationId).toBe(ID);
    forgetCheckin(ID);
    expect(rememberedCheckin()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.reservationExpireTime)).toBeNull();
  });
});
