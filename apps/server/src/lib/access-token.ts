/**
 * Short-lived access tokens: compact JWTs signed with HS256 by `jose`. Each names its session (`sid`), so a session
 * ended before its tokens expire can refuse them (decision 013), and its signing key (`kid`), so JWT_SECRET can be
 * rotated without signing everyone out: tokens signed with a previous secret verify until they expire (decision 045).
 */

import { createHash, webcrypto } from "node:crypto";
import { STAFF_ROLES, type StaffRole } from "@forkful/contracts/staff-tables";
import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";

export interface CustomerClaims {
  /** customer id */
  sub: string;
  kind: "customer" | "guest";
  /** the session: the refresh-token family the token was issued with */
  sid: string;
  iat: number;
  exp: number;
}

export interface StaffClaims {
  /** staff id */
  sub: string;
  kind: "staff";
  /** the staff member's location */
  loc: number;
  role: StaffRole;
  /** the session: one per staff sign-in */
  sid: string;
  iat: number;
  exp: number;
}

export type AccessClaims = CustomerClaims | StaffClaims;

// Session ids are UUIDs (the revoked_sessions key); anything else was not issued by this server.
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ALGORITHM = "HS256";

/** A secret's key id: a short digest that names it in a token's header without revealing it. */
export const keyIdOf = (secret: string): string => createHash("sha256").update(`forkful-access-token:${secret}`).digest("hex").slice(0, 16);

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
/**
 * A secret's HMAC key, imported once per secret (a server holds a few: the current one and those it was rotated from);
 * given raw bytes, jose would import the key again for every token.
 */
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: ALGORITHM, typ: "JWT", kid: keyIdOf(secret) }).sign(await keyOf(secret));
}

/** The secret a token says it was signed with: by its key id; a token from before key ids names none and means the current one. */
function secretOf(token: string, secrets: readonly string[]): string | null {
  try {
    const { alg, kid } = decodeProtectedHeader(token);
    if (alg !== ALGORITHM) return null;
    if (kid === undefined) return secrets[0] ?? null;
    return secrets.find((secret) => keyIdOf(secret) === kid) ?? null;
  } catch {
    return null;
  }
}

function checkedClaims(claims: Partial<AccessClaims> & Record<string, unknown>): AccessClaims | null {
  if (typeof claims.sub !== "string" || typeof claims.exp !== "number") return null;
  if (typeof claims.sid !== "string" || !SESSION_ID.test(claims.sid)) return null;
  if (claims.kind === "staff" && (typeof claims.loc !== "number" || !(STAFF_ROLES as readonly string[]).includes(String(claims.role))))
    return null;
  if (claims.kind !== "customer" && claims.kind !== "guest" && claims.kind !== "staff") return null;
  return claims as AccessClaims;
}

/**
 * The claims of a valid, unexpired token with a session id, signed with one of `secrets` (the current secret first,
 * then those it replaced); null for anything else (tokens minted without a sid too).
 */
export async function verifyAccessToken(token: string, secrets: readonly string[], now: Date): Promise<AccessClaims | null> {
  const secret = secretOf(token, secrets);
  if (!secret) return null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM], currentDate: now, requiredClaims: ["exp"] });
    return checkedClaims(payload as Partial<AccessClaims> & Record<string, unknown>);
  } catch {
    return null;
  }
}
