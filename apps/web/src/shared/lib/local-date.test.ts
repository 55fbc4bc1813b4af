import { describe, expect, it } from "vitest";
import { formatLocalDate, formatLocalDateShort } from "./local-date";

describe("local dates", () => {
  it("shows a YYYY-MM-DD date as written, in long and short form", () => {
    expect(formatLocalDate("2026-12-31")).toBe("Thursday, December 31, 2026");
    expect(formatLocalDateShort("2026-11-23")).toBe("Nov 23, 2026");
  });

  it("leaves anything else as it is", () => {
    expect(formatLocalDate("tomorrow")).toBe("tomorrow");
  });
});
