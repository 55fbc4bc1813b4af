import { describe, expect, it } from "vitest";
import { containing } from "./text-search";

describe("containing", () => {
  it("wraps the text in wildcards", () => {
    expect(containing("pan")).toBe("%pan%");
  });

  it("escapes the wildcards and the escape character inside the text", () => {
    expect(containing("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
