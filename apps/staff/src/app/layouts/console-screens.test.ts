import { describe, expect, it } from "vitest";
import { CONSOLE_SCREENS, mayChange, screensOf } from "./console-screens";

const paths = (role: "manager" | "kitchen" | "host" | "owner") => screensOf(role).map((screen) => screen.path);

describe("the console's screens by role", () => {
  it("give a manager every screen, and an owner (at the restaurant they are in) the same", () => {
    expect(paths("owner")).toEqual(paths("manager"));
    expect(paths("manager")).toEqual([
      "/orders",
      "/kitchen",
      "/stations",
      "/menu",
      "/waitlist",
      "/reservations",
      "/calls",
      "/deliveries",
      "/tables/qr-codes",
      "/support",
      "/feedback",
      "/short-links",
      "/campaigns",
      "/team",
      "/today",
    ]);
  });

  it("give the kitchen the orders, its display and the menu's availability, and a host the front of house", () => {
    expect(paths("kitchen")).toEqual(["/orders", "/kitchen", "/stations", "/menu"]);
    expect(paths("host")).toEqual(["/waitlist", "/reservations", "/calls", "/tables/qr-codes"]);
  });

  it("let the kitchen read the stations but only a manager or an owner change them; a screen without changes: whoever opens it", () => {
    expect(CONSOLE_SCREENS.find((screen) => screen.path === "/stations")).toMatchObject({ changes: "PUT /staff/kitchen/stations" });
    expect((["manager", "owner", "kitchen", "host"] as const).map((role) => mayChange(role, "/stations"))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(mayChange("kitchen", "/kitchen")).toBe(true);
    expect(mayChange("host", "/kitchen"), "a screen the role may not open").toBe(false);
  });
});
