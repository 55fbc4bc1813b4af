import { describe, expect, it } from "vitest";
import { type AccessClaims, signAccessToken, verifyAccessToken } from "./access-token";

const secret = "s".repeat(40);
const now = new Date("2026-11-23T12:00:00Z");
const sid = "6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f";
const claims = { sub: "c1", kind: "customer" as const, sid, iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 60 };

/** Any payload signed with the right secret, as a token minted before session ids (or by mistake) would be. */
const signedPayload = (payload: unknown) => signAccessToken(payload as AccessClaims, secret);

describe("access tokens", () => {
  it("round-trips valid claims, session id included", () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret, now)).toEqual(claims);
    const staff = { sub: "s1", kind: "staff" as const, loc: 3, role: "kitchen" as const, sid, iat: claims.iat, exp: claims.exp };
    expect(verifyAccessToken(signAccessToken(staff, secret), secret, now)).toEqual(staff);
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

  it("refuses a well-signed token without a session id, or with one this server never issues", () => {
    const { sid: _, ...withoutSid } = claims;
    expect(verifyAccessToken(signedPayload(withoutSid), secret, now)).toBeNull();
    for (const bad of ["", "not-a-uuid", 42, null, `${sid}'--`]) {
      expect(verifyAccessToken(signedPayload({ ...claims, sid: bad }), secret, now)).toBeNull();
    }
    expect(verifyAccessToken(signedPayload(null), secret, now)).toBeNull();
  });
});
