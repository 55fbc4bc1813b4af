/**
 * The one caller rule: who is calling (a diner, a guest or staff) and what they may touch. Routes read the caller
 * from the request here; operations get it as their last argument and check ownership with these helpers only.
 */

import type { SessionKind } from "@forkful/contracts/auth";
import { STAFF_ORDER_REFUSALS } from "@forkful/contracts/staff";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import type { FastifyRequest } from "fastify";
import { ForbiddenError, UnauthorizedError } from "../lib/domain-errors";

/** A signed-in diner or a guest session. */
export interface Caller {
  customerId: string;
  kind: SessionKind;
}

/** A signed-in staff member; staff tokens never act as diners. */
export interface StaffCaller {
  staffId: string;
  locationId: number;
  role: StaffRole;
  /** The session of the access token (sign-out ends it). */
  sessionId: string;
}

/** The diner or guest calling, or null for an anonymous call. */
export function callerOf(request: FastifyRequest): Caller | null {
  return request.auth;
}

/** The signed-in caller, or 401. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** A customer-scoped call: the caller acts only on their own account (403 otherwise). */
export function requireSameCustomer(request: FastifyRequest, customerId: string | null | undefined): Caller {
  const caller = requireCaller(request);
  if (customerId !== caller.customerId) throw new ForbiddenError("You can only act on your own account");
  return caller;
}

/** The signed-in staff member, or 401. */
export function requireStaff(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw new UnauthorizedError("Staff sign-in required");
  return request.staff;
}

/** Signed-in staff in one of `roles`: 401 for anyone else, 403 for another role (STAFF_CALL_ROLES, run before the body is read). */
export function requireStaffRole(request: FastifyRequest, roles: readonly StaffRole[]): StaffCaller {
  const staff = requireStaff(request);
  if (!roles.includes(staff.role)) throw new ForbiddenError(STAFF_ROLE_REFUSALS.notForRole(roles));
  return staff;
}

/** Staff act only on their own restaurant's orders (403 otherwise). */
export function assertStaffsOrder(order: { locationId: number }, staff: StaffCaller): void {
  if (order.locationId !== staff.locationId) throw new ForbiddenError(STAFF_ORDER_REFUSALS.otherRestaurant);
}

/**
 * The customer an order, a coupon or an offer is for: the caller themself. A customerId that is not the caller's is
 * refused (401 when anonymous, 403 when someone else's); anonymous callers act for nobody (null).
 */
export function actingCustomer(caller: Caller | null, customerId: string | null | undefined): string | null {
  if (customerId && !caller) throw new UnauthorizedError();
  if (customerId && caller && customerId !== caller.customerId) throw new ForbiddenError("You can only order for your own account");
  return caller?.customerId ?? null;
}

/**
 * Something owned by a customer (an order, a card) may be touched by that customer only: 401 for an anonymous caller,
 * 403 for anyone else. Nothing is unowned: an order placed signed out belongs to the guest session it opened.
 */
export function assertOwner(
  ownerCustomerId: string | null,
  caller: Caller | null,
  refusal = "This order belongs to another account",
): void {
  if (!caller) throw new UnauthorizedError();
  if (!ownerCustomerId || ownerCustomerId !== caller.customerId) throw new ForbiddenError(refusal);
}

/** Whether the caller owns something (for reads that show less to others instead of refusing). */
export const isOwner = (ownerCustomerId: string | null, caller: Caller | null): boolean =>
  !!caller && !!ownerCustomerId && ownerCustomerId === caller.customerId;
