import { describe, expect, it } from "vitest";
import { screensOf } from "./console-screens";

const paths = (role: "manager" | "kitchen" | "host" | "owner") => screensOf(role).map((screen) => screen.path);

describe("the console's screens by role", () => {
  it("give a manager every screen, and an owner (at the restaurant they are in) the same", () => {
    expect(paths("owner")).toEqual(paths("manager"));
    expect(paths("manager")).toEqual([
      "/orders",
      "/kitchen",
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
    expect(paths("kitchen")).toEqual(["/orders", "/kitchen", "/menu"]);
    expect(paths("host")).toEqual(["/waitlist", "/reservations", "/calls", "/tables/qr-codes"]);
  });
});
