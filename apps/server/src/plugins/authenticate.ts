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

declare module "fastify" {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export const authenticate = fp(
  async (app: FastifyInstance, { sessions }: { sessions: SessionService }) => {
    app.decorateRequest("auth", null);
    app.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith("Bearer ")) return;
      const claims = sessions.authenticate(header.slice("Bearer ".length).trim());
      request.auth = claims ? { customerId: claims.sub, kind: claims.kind } : null;
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
