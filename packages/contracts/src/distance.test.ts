import { describe, expect, it } from "vitest";
import { distanceUnitOf, formatDistance, nearMeRadiusLabel } from "./distance";

describe("distanceUnitOf", () => {
  it("reads miles in the US, the UK, Liberia and Myanmar, by code or by name, and km elsewhere", () => {
    for (const country of ["US", "GB", "LR", "MM", "United States", "united kingdom", " Liberia ", "Myanmar"]) {
      expect(distanceUnitOf(country), country).toBe("mile");
    }
    for (const country of ["India", "IN", "France", "Canada", ""]) expect(distanceUnitOf(country), country).toBe("kilometer");
  });
});

describe("formatDistance", () => {
  it("shows a US restaurant's distance in miles and an Indian one's in km", () => {
    expect(formatDistance(1.6, "United States")).toBe("1 mi");
    expect(formatDistance(4.2, "United States")).toBe("2.6 mi");
    expect(formatDistance(4.2, "India")).toBe("4.2 km");
  });

  it("keeps one decimal under 10 and whole numbers above", () => {
    expect(formatDistance(9.94, "India")).toBe("9.9 km");
    expect(formatDistance(12.4, "India")).toBe("12 km");
    expect(formatDistance(40, "US")).toBe("25 mi");
  });

  it("never says a restaurant next door is 0 away", () => {
    expect(formatDistance(0, "India")).toBe("0.1 km");
    expect(formatDistance(0.01, "US")).toBe("0.1 mi");
  });

  it("names the near-me radius in both units", () => {
    expect(nearMeRadiusLabel()).toBe("50 km (31 mi)");
  });
});
