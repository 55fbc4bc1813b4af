import { describe, expect, it } from "vitest";
import { addStation, bodyOf, changedFrom, draftOf, keyFor, problemsOf, removeStation, route } from "./stations-draft";

const saved = [
  { key: "hot", name: "Hot line", dishIds: [7], categoryIds: [1] },
  { key: "cold", name: "Cold", dishIds: [7, 8], categoryIds: [1, 2] },
];

describe("the stations' draft", () => {
  it("routes a dish or category named by two stations to the first, as the server does, and gives back the same body", () => {
    const draft = draftOf(saved);
    expect(draft.dishes).toEqual({ 7: "hot", 8: "cold" });
    expect(draft.categories).toEqual({ 1: "hot", 2: "cold" });
    // Routes that could never apply (a dish the first station already has) are no change to offer to save.
    expect(changedFrom(draft, saved)).toBe(false);
    expect(changedFrom(route(draft, "dishes", 8, "hot"), saved)).toBe(true);
  });

  it("makes a new station's key from its name, unlike any taken", () => {
    expect(keyFor("Cold & pastry", [])).toBe("cold-pastry");
    expect(keyFor("Bar", ["bar", "bar-2"])).toBe("bar-3");
    expect(keyFor("★", [])).toBe("station");
    expect(keyFor("A very long station name indeed", [])).toMatch(/^[a-z0-9-]{1,24}$/);
  });

  it("drops a removed station's routes, and a route set to none", () => {
    let draft = addStation(draftOf(saved), "Bar");
    draft = route(draft, "categories", 3, "bar");
    draft = route(removeStation(draft, "cold"), "dishes", 7, "");
    expect(bodyOf(draft).stations).toEqual([
      { key: "hot", name: "Hot line", dishIds: [], categoryIds: [1] },
      { key: "bar", name: "Bar", dishIds: [], categoryIds: [3] },
    ]);
  });

  it("says a station's name problem by its key, and a problem of the whole apart", () => {
    const draft = {
      stations: [
        { key: "hot", name: "" },
        { key: "cold", name: "x".repeat(41) },
      ],
      categories: {},
      dishes: {},
    };
    expect(problemsOf(draft)).toEqual({
      names: { hot: "Name the station", cold: "A station's name is at most 40 characters" },
      whole: null,
    });
    expect(
      problemsOf({
        ...draft,
        stations: [
          { key: "a", name: "Bar" },
          { key: "b", name: "bar" },
        ],
      }).whole,
    ).toBe("Two stations have one name");
  });
});
