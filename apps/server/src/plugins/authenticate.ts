/**
 * Reads `Authorization: Bearer <access token>` into request.auth (a diner or guest) or request.staff. A token whose
 * session was ended early (sign-out, a replayed refresh token, a new password) leaves the request anonymous, like an
 * expired one. What a caller may touch is decided by the helpers of `caller.ts` beside this file.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { verifyAccessToken } from "../lib/access-token";
import type { Clock } from "../lib/clock";
import type { Caller, StaffCaller } from "./caller";

declare module "fastify" {
  interface FastifyRequest {
    /** A signed-in customer or guest. */
    auth: Caller | null;
    /** A signed-in staff member; staff tokens never act as customers. */
    staff: StaffCaller | null;
  }
}

export interface AuthenticateOptions {
  secret: string;
  clock: Clock;
  /** Whether a session was ended before its tokens expire; given by the app (plugins know no module). */
  isSessionRevoked: (sessionId: string) => Promise<boolean>;
}

export const authenticate = fp(
  async (app: FastifyInstance, { secret, clock, isSessionRevoked }: AuthenticateOptions) => {
    app.decorateRequest("auth", null);
    app.decorateRequest("staff", null);
    app.addHook("onRequest", async (request) => {
      // The scheme is case-insensitive (RFC 9110); anything else leaves the request anonymous.
      const token = request.headers.authorization?.match(/^Bearer +(\S+) *$/i)?.[1];
      if (!token) return;
      const claims = verifyAccessToken(token, secret, clock());
      // Asked of the database, not of this process, so a session ended on any instance is refused on every one.
      if (!claims || (await isSessionRevoked(claims.sid))) return;
      if (claims.kind === "staff") request.staff = { staffId: claims.sub, locationId: claims.loc, role: claims.role };
      else request.auth = { customerId: claims.sub, kind: claims.kind };
    });
  },
  { name: "authenticate" },
);
