/**
 * Short-lived access tokens: compact JWTs signed with HS256. Each names its session (`sid`), so a session ended
 * before its tokens expire can refuse them (decision 013).
 */

import { createHmac, timingSafeEqual } from "node:crypto";
import { STAFF_ROLES, type StaffRole } from "@forkful/contracts/staff-tables";

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

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function sign(input: string, secret: string): string {
  return createHmac("sha256", secret).update(input).digest("base64url");
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/** The claims of a valid, unexpired token with a session id; null for anything else (tokens minted without a sid too). */
export function verifyAccessToken(token: string, secret: string, now: Date): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as AccessClaims;
    if (typeof claims.sub !== "string" || typeof claims.exp !== "number") return null;
    if (typeof claims.sid !== "string" || !SESSION_ID.test(claims.sid)) return null;
    if (claims.kind === "staff" && (typeof claims.loc !== "number" || !(STAFF_ROLES as readonly string[]).includes(String(claims.role))))
      return null;
    if (claims.kind !== "customer" && claims.kind !== "guest" && claims.kind !== "staff") return null;
    return claims.exp * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}
