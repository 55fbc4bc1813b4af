/**
 * Reads `Authorization: Bearer <access token>` into request.auth (a diner or guest) or request.staff. What a caller
 * may touch is decided by the helpers of `caller.ts` beside this file.
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

export const authenticate = fp(
  async (app: FastifyInstance, { secret, clock }: { secret: string; clock: Clock }) => {
    app.decorateRequest("auth", null);
    app.decorateRequest("staff", null);
    app.addHook("onRequest", async (request) => {
      // The scheme is case-insensitive (RFC 9110); anything else leaves the request anonymous.
      const token = request.headers.authorization?.match(/^Bearer +(\S+) *$/i)?.[1];
      if (!token) return;
      const claims = verifyAccessToken(token, secret, clock());
      if (claims?.kind === "staff") request.staff = { staffId: claims.sub, locationId: claims.loc, role: claims.role };
      else if (claims) request.auth = { customerId: claims.sub, kind: claims.kind };
    });
  },
  { name: "authenticate" },
);
