/**
 * Who may make each staff call (issue 24). A manager makes every one; a host runs the floor (the waitlist, the day's
 * book, the tables, walk-ins, calls for the waiter, curbside pickups); the kitchen works its tickets and moves orders
 * and dishes up to ready. The server refuses any other role with 403 before it reads the request, from this one table.
 */
import { KITCHEN_ROLES } from "./kitchen";
import { OrderStatus } from "./order-status";
import { FLOOR_ROLES, STAFF_ROLES, type StaffRole } from "./staff-tables";

/** A manager, and an owner at the restaurant they are signed in at. */
const MANAGER = ["manager", "owner"] as const;
/** An owner of several restaurants: moves between them. */
const OWNER = ["owner"] as const;
const FLOOR = FLOOR_ROLES;
const KITCHEN = KITCHEN_ROLES;
const ANY_STAFF = STAFF_ROLES;

/**
 * Every staff call, named as the API document names it ("METHOD /path" below the API base path), and the roles that may
 * make it. A staff route missing here stops the server at boot; adding a call is one line.
 */
export const STAFF_CALL_ROLES = {
  "GET /staff/live": ANY_STAFF,

  "GET /staff/orders": KITCHEN,
  "GET /staff/orders/{orderId}": KITCHEN,
  "GET /staff/ordering": MANAGER,
  "PUT /staff/ordering": MANAGER,
  "GET /staff/services": MANAGER,
  "PUT /staff/services": MANAGER,
  "GET /staff/late-orders": MANAGER,
  "PUT /staff/late-orders": MANAGER,
  "POST /staff/orders/{orderId}/late-credit": MANAGER,
  "PUT /staff/orders/{orderId}/status": KITCHEN,
  "PUT /staff/orders/{orderId}/payment": MANAGER,
  "PUT /staff/orders/{orderId}/splits/{splitId}/payment": MANAGER,
  "POST /staff/orders/{orderId}/rounds/{sortOrder}/void": MANAGER,
  "GET /staff/curbside": FLOOR,

  "GET /staff/kitchen/tickets": KITCHEN,
  "PUT /staff/kitchen/orders/{orderId}/items/{lineId}": KITCHEN,
  "PUT /staff/kitchen/orders/{orderId}/rounds/{sortOrder}": KITCHEN,
  "GET /staff/menu": KITCHEN,
  "PUT /staff/menu/dishes/{itemId}": KITCHEN,
  "PUT /staff/menu/options/{optionId}": KITCHEN,
  "POST /staff/kitchen/orders/{orderId}/rounds/{sortOrder}/bump": KITCHEN,
  "POST /staff/kitchen/recall": KITCHEN,
  "GET /staff/kitchen/stations": KITCHEN,
  "PUT /staff/kitchen/stations": MANAGER,

  "GET /staff/waitlist": FLOOR,
  "GET /staff/waitlist/events": FLOOR,
  "GET /staff/reservations": FLOOR,
  "GET /staff/tables": FLOOR,
  "GET /staff/tables/qr-codes": FLOOR,
  "POST /staff/tables/{tableId}/token": FLOOR,
  "POST /staff/tables/{tableId}/cleared": FLOOR,
  "POST /staff/bookings/{reservationId}/notify": FLOOR,
  "POST /staff/bookings/{reservationId}/seat": FLOOR,
  "POST /staff/bookings/{reservationId}/finish": FLOOR,
  "POST /staff/bookings/{reservationId}/no-show": FLOOR,
  "POST /staff/bookings/{reservationId}/cancel": FLOOR,
  "GET /staff/bookings/{reservationId}/history": FLOOR,
  "POST /staff/walk-ins": FLOOR,
  "GET /staff/waiter-calls": FLOOR,
  "GET /staff/waiter-calls/events": FLOOR,
  "PUT /staff/waiter-calls/{callId}/acknowledge": FLOOR,
  "PUT /staff/waiter-calls/{callId}/close": FLOOR,

  "GET /staff/delivery/partners": MANAGER,
  "PUT /staff/delivery/partners": MANAGER,
  "GET /staff/deliveries": MANAGER,
  "POST /staff/deliveries/{orderId}/redispatch": MANAGER,
  "GET /staff/feedback": MANAGER,
  "POST /staff/feedback/{id}/reply": MANAGER,
  "GET /staff/support/requests": MANAGER,
  "POST /staff/support/requests/{id}/answer": MANAGER,
  "GET /staff/support/requests/{id}/history": MANAGER,
  "POST /staff/short-links": MANAGER,
  "GET /staff/short-links": MANAGER,
  "DELETE /staff/short-links/{id}": MANAGER,
  "GET /staff/short-links/{id}/qr": MANAGER,
  "GET /staff/campaigns": MANAGER,
  "POST /staff/campaigns": MANAGER,
  "GET /staff/events": MANAGER,
  "POST /staff/events": MANAGER,

  "POST /staff/logout": ANY_STAFF,
  "GET /staff/restaurants": MANAGER,
  "POST /staff/switch": OWNER,
  "GET /staff/day": MANAGER,
  "GET /staff/team": MANAGER,
  "POST /staff/team": MANAGER,
  "PUT /staff/team/{staffId}": MANAGER,
  "PUT /staff/team/{staffId}/password": MANAGER,
  "GET /staff/team/{staffId}/history": MANAGER,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffCall = keyof typeof STAFF_CALL_ROLES;

/** Staff calls made before anyone is signed in. */
export const OPEN_STAFF_CALLS: readonly string[] = ["POST /staff/login", "POST /staff/token"];

/** The roles that may make a staff call, or null for a call that is not in the table. */
export function rolesOfStaffCall(call: string): readonly StaffRole[] | null {
  return Object.hasOwn(STAFF_CALL_ROLES, call) ? STAFF_CALL_ROLES[call as StaffCall] : null;
}

/** The order statuses the kitchen may move an order to: into preparation and on to ready (a manager: any staff move). */
const KITCHEN_ORDER_STATUSES: readonly number[] = [
  OrderStatus.BeingPrepared,
  OrderStatus.EventOrderBeingPrepared,
  OrderStatus.KitchenTicketReady,
  OrderStatus.Ready,
];

/** Whether a role may move an order to `status` (PUT /staff/orders/{orderId}/status); the state machine decides the rest. */
export const roleMayMoveOrderTo = (role: StaffRole, status: number): boolean =>
  role === "manager" || role === "owner" || (role === "kitchen" && KITCHEN_ORDER_STATUSES.includes(status));

const ROLE_IN_WORDS: Record<StaffRole, string> = { manager: "a manager", owner: "an owner", host: "a host", kitchen: "the kitchen" };

/** Who may, in words: an owner does all a manager does, so "a manager" says it for both (an owner is named alone). */
function rolesInWords(roles: readonly StaffRole[]): string {
  const named = roles.includes("manager") ? roles.filter((role) => role !== "owner") : roles;
  return named.map((role) => ROLE_IN_WORDS[role]).join(" or ");
}

/** 403 texts of a staff role that may not make a call, or make this move. */
export const STAFF_ROLE_REFUSALS = {
  notForRole: (roles: readonly StaffRole[]) => `Only ${rolesInWords(roles)} can do this`,
  kitchenOrderMoves: "The kitchen moves an order only into preparation and on to ready",
} as const;
