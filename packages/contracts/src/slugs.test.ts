import { describe, expect, it } from "vitest";
import { slugOf } from "./slugs";

describe("slugOf", () => {
  it("makes kebab-case ASCII of a name, accents dropped", () => {
    expect(slugOf("Crème brûlée (Hot)")).toBe("creme-brulee-hot");
    expect(slugOf("  Cold & pastry  ")).toBe("cold-pastry");
    expect(slugOf("★")).toBe("");
  });

  it("keeps to a length without ending in a dash", () => {
    expect(slugOf("Tasting night special", 8)).toBe("tasting");
    expect(slugOf("Tasting night special", 12)).toBe("tasting-nigh");
  });
});
