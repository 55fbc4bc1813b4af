import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { rememberTablesideCheckin } from "./tableside-storage";

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("tableside check-in storage", () => {
  it("keeps the check-in id and the table under the spec's keys", () => {
    rememberTablesideCheckin({ reservationId: "r-1", tableId: "T4" });
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe("r-1");
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinTableId)).toBe("T4");
  });

  it("loses only the marker when the storage refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => rememberTablesideCheckin({ reservationId: "r-2", tableId: "T5" })).not.toThrow();
  });
});
