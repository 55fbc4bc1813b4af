import { describe, expect, it } from "vitest";
import { rememberTableToken, tableTokenOf, takeTableToken } from "./table-tokens";

/** A sessionStorage of its own per test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const T4 = { locationSlug: "gramercy-table", tableId: "T4" };

describe("a table's QR token, kept for the visit", () => {
  it("is taken off the table's link, kept by restaurant and table (any case), and the same page opens without it", () => {
    const storage = memoryStorage();
    const clean = takeTableToken(new URL("https://forkful.test/restaurant/gramercy-table/table/T4?t=abc_DEF-123&x=1#top"), T4, storage);
    expect(clean).toBe("/restaurant/gramercy-table/table/T4?x=1#top");
    expect(tableTokenOf({ locationSlug: "Gramercy-Table", tableId: "t4" }, storage)).toBe("abc_DEF-123");
    expect(tableTokenOf({ locationSlug: "gramercy-table", tableId: "T5" }, storage)).toBeUndefined();
    expect(tableTokenOf({ locationSlug: "hudson-slice", tableId: "T4" }, storage)).toBeUndefined();
  });

  it("leaves an address without a token as it is, and a new scan replaces the table's token", () => {
    const storage = memoryStorage();
    expect(takeTableToken(new URL("https://forkful.test/restaurant/gramercy-table/table/T4"), T4, storage)).toBeNull();
    expect(takeTableToken(new URL("https://forkful.test/restaurant/gramercy-table/table/T4?t="), T4, storage)).toBeNull();
    rememberTableToken(T4, "old", storage);
    takeTableToken(new URL("https://forkful.test/restaurant/gramercy-table/table/T4?t=new"), T4, storage);
    expect(tableTokenOf(T4, storage)).toBe("new");
  });
});
