import { describe, expect, it } from "vitest";
import type { GuestUser } from "../../../shared/hooks/use-session";
import { deriveSessionKind, type SessionUser } from "./session-kind";

const user = (changes: Partial<SessionUser> = {}): SessionUser => ({
  customerId: "c-1",
  accessToken: "access",
  refreshToken: "refresh",
  name: "Ada Lovelace",
  mobilePhone: "+14155550123",
  email: null,
  ...changes,
});
const guest: GuestUser = { fullName: "Grace Hopper", mobile: "+14155550199", email: "", adultSize: 0, kidzSize: 0 };

describe("deriveSessionKind (spec §4)", () => {
  it("is signedIn with an id, an access token and a refresh token", () => {
    expect(deriveSessionKind(user(), null)).toBe("signedIn");
  });

  it.each([
    ["no id", { customerId: null }],
    ["no access token", { accessToken: null }],
    ["no refresh token", { refreshToken: null }],
    ["an empty id", { customerId: "" }],
  ])("is guest with %s and no guest user", (_case, changes) => {
    expect(deriveSessionKind(user(changes), null)).toBe("guest");
  });

  it("is guestSignedIn with an id and a guest user", () => {
    expect(deriveSessionKind(user(), guest)).toBe("guestSignedIn");
    expect(deriveSessionKind(user({ accessToken: null, refreshToken: null }), guest)).toBe("guestSignedIn");
  });

  it("is guest with a guest user but no id, and with nothing at all", () => {
    expect(deriveSessionKind(user({ customerId: null }), guest)).toBe("guest");
    expect(deriveSessionKind(null, guest)).toBe("guest");
    expect(deriveSessionKind(null, null)).toBe("guest");
  });
});
