import { describe, expect, it } from "vitest";
import { screensOf } from "./console-screens";

const paths = (role: "manager" | "kitchen" | "host") => screensOf(role).map((screen) => screen.path);

describe("the console's screens by role", () => {
  it("give a manager every screen", () => {
    expect(paths("manager")).toEqual([
      "/orders",
      "/waitlist",
      "/reservations",
      "/calls",
      "/tables/qr-codes",
      "/support",
      "/feedback",
      "/short-links",
      "/team",
    ]);
  });

  it("give the kitchen the orders only, and a host the front of house", () => {
    expect(paths("kitchen")).toEqual(["/orders"]);
    expect(paths("host")).toEqual(["/waitlist", "/reservations", "/calls", "/tables/qr-codes"]);
  });
});
