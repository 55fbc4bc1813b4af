/**
 * Reads `Authorization: Bearer <access token>` into request.auth (a diner or guest) or request.staff. A token whose
 * session was ended early (sign-out, a replayed refresh token, a new password) leaves the request anonymous, like an
 * expired one. What a caller may touch is decided by the helpers of `caller.ts` beside this file.
 *
 * Every staff route (under /staff) is given the roles STAFF_CALL_ROLES names for it, checked as the request arrives,
 * before its body is read; a staff route the table does not name stops the server at boot.
 */
import { API_BASE_PATH } from "@forkful/contracts/api";
import { OPEN_STAFF_CALLS, rolesOfStaffCall } from "@forkful/contracts/staff-roles";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { verifyAccessToken } from "../lib/access-token";
import type { Clock } from "../lib/clock";
import { type Caller, requireStaffRole, type StaffCaller } from "./caller";

declare module "fastify" {
  interface FastifyRequest {
    /** A signed-in customer or guest. */
    auth: Caller | null;
    /** A signed-in staff member; staff tokens never act as customers. */
    staff: StaffCaller | null;
  }
}

export interface AuthenticateOptions {
  /** The secrets access tokens may be signed with: the current one first, then those it replaced (rotation). */
  secrets: readonly string[];
  clock: Clock;
  /** Whether a session was ended before its tokens expire; given by the app (plugins know no module). */
  isSessionRevoked: (sessionId: string) => Promise<boolean>;
}

const STAFF_PREFIX = `${API_BASE_PATH}/staff/`;

/** A staff route as the API document names it ("PUT /staff/orders/{orderId}/status"); null for any other route. */
export function staffCallOf(method: string, url: string): string | null {
  if (!url.startsWith(STAFF_PREFIX)) return null;
  // A HEAD route is the GET route's, answered without a body.
  return `${method === "HEAD" ? "GET" : method} ${url.slice(API_BASE_PATH.length).replace(/:(\w+)/g, "{$1}")}`;
}

/** Adds the role check of a staff route, or refuses (at boot) a staff route whose roles are not declared. */
function guardStaffRoute(route: RouteOptions): void {
  const rolesByMethod = new Map<string, readonly StaffRole[]>();
  for (const method of [route.method].flat()) {
    const call = staffCallOf(method, route.url);
    if (!call || OPEN_STAFF_CALLS.includes(call)) continue;
    const roles = rolesOfStaffCall(call);
    if (!roles)
      throw new Error(`${call} is a staff call without roles: name them in STAFF_CALL_ROLES (packages/contracts/src/staff-roles.ts)`);
    rolesByMethod.set(method, roles);
  }
  if (rolesByMethod.size === 0) return;
  const schema = route.schema as { description?: string } | undefined;
  const note = `Staff roles that may call it: ${[...new Set([...rolesByMethod.values()].flat())].join(", ")}.`;
  route.schema = { ...schema, description: schema?.description ? `${schema.description}\n\n${note}` : note };
  const checkRole = async (request: FastifyRequest) => {
    requireStaffRole(request, rolesByMethod.get(request.method) ?? []);
  };
  route.onRequest = [...[route.onRequest ?? []].flat(), checkRole];
}

export const authenticate = fp(
  async (app: FastifyInstance, { secrets, clock, isSessionRevoked }: AuthenticateOptions) => {
    app.decorateRequest("auth", null);
    app.decorateRequest("staff", null);
    app.addHook("onRoute", guardStaffRoute);
    app.addHook("onRequest", async (request) => {
      // The scheme is case-insensitive (RFC 9110); anything else leaves the request anonymous.
      const token = request.headers.authorization?.match(/^Bearer +(\S+) *$/i)?.[1];
      if (!token) return;
      const claims = await verifyAccessToken(token, secrets, clock());
      // Asked of the database, not of this process, so a session ended on any instance is refused on every one.
      if (!claims || (await isSessionRevoked(claims.sid))) return;
      if (claims.kind === "staff")
        request.staff = { staffId: claims.sub, locationId: claims.loc, role: claims.role, sessionId: claims.sid };
      else request.auth = { customerId: claims.sub, kind: claims.kind };
    });
  },
  { name: "authenticate" },
);
