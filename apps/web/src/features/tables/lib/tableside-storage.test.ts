import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { rememberTablesideCheckin, tablesideCheckin } from "./tableside-storage";

afterEach(() => window.localStorage.clear());

describe("tableside check-in storage", () => {
  it("keeps the check-in id and the table under the spec's keys", () => {
    rememberTablesideCheckin({ reservationId: "r-1", tableId: "T4" });
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe("r-1");
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinTableId)).toBe("T4");
    expect(tablesideCheckin()).toEqual({ reservationId: "r-1", tableId: "T4" });
  });

  it("knows of none until one is made", () => {
    expect(tablesideCheckin()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.checkinReservationId, "r-2");
    expect(tablesideCheckin()).toBeNull();
  });
});
