/**
 * Reads `Authorization: Bearer <access token>` into request.auth. Routes that need a caller use
 * `requireAuth`; customer-scoped calls then check ownership with `requireSameCustomer`.
 */
import type { SessionKind } from "@forkful/contracts/auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ForbiddenError, UnauthorizedError } from "../lib/domain-errors";
import type { SessionService } from "../modules/auth/session.service";

export interface RequestAuth {
  customerId: string;
  kind: SessionKind;
}

export interface RequestStaff {
  staffId: string;
  locationId: number;
  role: "manager" | "kitchen";
}

declare module "fastify" {
  interface FastifyRequest {
    /** A signed-in customer or guest. */
    auth: RequestAuth | null;
    /** A signed-in staff member; staff tokens never act as customers. */
    staff: RequestStaff | null;
  }
}

export const authenticate = fp(
  async (app: FastifyInstance, { sessions }: { sessions: SessionService }) => {
    app.decorateRequest("auth", null);
    app.decorateRequest("staff", null);
    app.addHook("onRequest", async (request) => {
      // The scheme is case-insensitive (RFC 9110); anything else leaves the request anonymous.
      const token = request.headers.authorization?.match(/^Bearer +(\S+) *$/i)?.[1];
      if (!token) return;
      const claims = sessions.authenticate(token);
      if (claims?.kind === "staff") request.staff = { staffId: claims.sub, locationId: claims.loc, role: claims.role };
      else if (claims) request.auth = { customerId: claims.sub, kind: claims.kind };
    });
  },
  { name: "authenticate" },
);

/** The signed-in caller, or 401. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** The one rule for customer-scoped calls: a caller acts only on their own data (403 otherwise). */
export function requireSameCustomer(request: FastifyRequest, customerId: string | null | undefined): RequestAuth {
  const auth = requireAuth(request);
  if (customerId !== auth.customerId) throw new ForbiddenError("You can only act on your own account");
  return auth;
}

/** The signed-in staff member, or 401. */
export function requireStaff(request: FastifyRequest): RequestStaff {
  if (!request.staff) throw new UnauthorizedError("Staff sign-in required");
  return request.staff;
}
