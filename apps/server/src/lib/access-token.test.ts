import { createHmac } from "node:crypto";
import { decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { type AccessClaims, keyIdOf, signAccessToken, verifyAccessToken } from "./access-token";

const secret = "s".repeat(40);
const rotatedFrom = "r".repeat(40);
const now = new Date("2026-11-23T12:00:00Z");
const sid = "6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f";
const claims = { sub: "c1", kind: "customer" as const, sid, iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 60 };

/** Any payload signed with the right secret, as a token minted before session ids (or by mistake) would be. */
const signedPayload = (payload: unknown) => signAccessToken(payload as AccessClaims, secret);

/** A token as the hand-written signer made them before key ids: its header names no key. */
function tokenWithoutKeyId(payload: unknown, key: string): string {
  const header = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${header}.${body}.${createHmac("sha256", key).update(`${header}.${body}`).digest("base64url")}`;
}

describe("access tokens", () => {
  it("round-trips valid claims, session id included", async () => {
    expect(await verifyAccessToken(await signAccessToken(claims, secret), [secret], now)).toEqual(claims);
    const staff = { sub: "s1", kind: "staff" as const, loc: 3, role: "kitchen" as const, sid, iat: claims.iat, exp: claims.exp };
    expect(await verifyAccessToken(await signAccessToken(staff, secret), [secret], now)).toEqual(staff);
  });

  it("names its signing key by an id that is not the secret", async () => {
    const { kid, alg } = decodeProtectedHeader(await signAccessToken(claims, secret));
    expect(alg).toBe("HS256");
    expect(kid).toBe(keyIdOf(secret));
    expect(kid).not.toContain(secret.slice(0, 8));
    expect(keyIdOf(rotatedFrom)).not.toBe(kid);
  });

  it("accepts a token of a secret it was rotated from, and refuses it once that secret is dropped", async () => {
    const old = await signAccessToken(claims, rotatedFrom);
    expect(await verifyAccessToken(old, [secret, rotatedFrom], now)).toEqual(claims);
    expect(await verifyAccessToken(old, [secret], now)).toBeNull();
  });

  it("accepts a token made before key ids under the current secret only", async () => {
    expect(await verifyAccessToken(tokenWithoutKeyId(claims, secret), [secret, rotatedFrom], now)).toEqual(claims);
    expect(await verifyAccessToken(tokenWithoutKeyId(claims, rotatedFrom), [secret, rotatedFrom], now)).toBeNull();
  });

  it("refuses expired, tampered and foreign tokens", async () => {
    const token = await signAccessToken(claims, secret);
    expect(await verifyAccessToken(token, [secret], new Date(now.getTime() + 61_000))).toBeNull();
    expect(await verifyAccessToken(token, ["x".repeat(40)], now)).toBeNull();
    const [h, , s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "c2" })).toString("base64url");
    expect(await verifyAccessToken(`${h}.${forged}.${s}`, [secret], now)).toBeNull();
    expect(await verifyAccessToken("not-a-token", [secret], now)).toBeNull();
  });

  it("refuses a token whose header names another algorithm, or none", async () => {
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    for (const alg of ["none", "HS512", "RS256"]) {
      const header = Buffer.from(JSON.stringify({ alg, typ: "JWT", kid: keyIdOf(secret) })).toString("base64url");
      const signature = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
      expect(await verifyAccessToken(`${header}.${payload}.${signature}`, [secret], now)).toBeNull();
      expect(await verifyAccessToken(`${header}.${payload}.`, [secret], now)).toBeNull();
    }
  });

  it("refuses a well-signed token without a session id, or with one this server never issues", async () => {
    const { sid: _, ...withoutSid } = claims;
    expect(await verifyAccessToken(await signedPayload(withoutSid), [secret], now)).toBeNull();
    for (const bad of ["", "not-a-uuid", 42, null, `${sid}'--`]) {
      expect(await verifyAccessToken(await signedPayload({ ...claims, sid: bad }), [secret], now)).toBeNull();
    }
    expect(await verifyAccessToken(tokenWithoutKeyId(null, secret), [secret], now)).toBeNull();
  });
});
