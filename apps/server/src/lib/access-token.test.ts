import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "./access-token";

const secret = "s".repeat(40);
const now = new Date("2026-11-23T12:00:00Z");
const claims = { sub: "c1", kind: "customer" as const, iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 60 };

describe("access tokens", () => {
  it("round-trips valid claims", () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret, now)).toEqual(claims);
  });

  it("refuses expired, tampered and foreign tokens", () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, secret, new Date(now.getTime() + 61_000))).toBeNull();
    expect(verifyAccessToken(token, "x".repeat(40), now)).toBeNull();
    const [h, , s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "c2" })).toString("base64url");
    expect(verifyAccessToken(`${h}.${forged}.${s}`, secret, now)).toBeNull();
    expect(verifyAccessToken("not-a-token", secret, now)).toBeNull();
  });
});
