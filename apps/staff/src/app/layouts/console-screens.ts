import type { StaffCall } from "@forkful/contracts/staff-roles";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { mayCall } from "../../shared/api/staff-calls";

/**
 * The console's screens, each with the staff call it reads: a role sees a screen when the server lets it make that
 * call (STAFF_CALL_ROLES, one table for both), so the console never offers what the server refuses. A screen whose edits
 * need another call names it (`changes`): a role that may read but not make it sees the screen without its edit controls.
 */
export const CONSOLE_SCREENS = [
  { path: "/orders", title: "Orders", reads: "GET /staff/orders" },
  { path: "/kitchen", title: "Kitchen", reads: "GET /staff/kitchen/tickets" },
  { path: "/stations", title: "Stations", reads: "GET /staff/kitchen/stations", changes: "PUT /staff/kitchen/stations" },
  { path: "/menu", title: "Menu", reads: "GET /staff/menu" },
  { path: "/waitlist", title: "Waitlist", reads: "GET /staff/waitlist" },
  { path: "/reservations", title: "Reservations", reads: "GET /staff/reservations" },
  { path: "/calls", title: "Calls", reads: "GET /staff/waiter-calls" },
  { path: "/deliveries", title: "Deliveries", reads: "GET /staff/deliveries" },
  { path: "/tables/qr-codes", title: "Table QR codes", reads: "GET /staff/tables/qr-codes" },
  { path: "/support", title: "Support", reads: "GET /staff/support/requests" },
  { path: "/feedback", title: "Feedback", reads: "GET /staff/feedback" },
  { path: "/short-links", title: "Short links", reads: "GET /staff/short-links" },
  { path: "/campaigns", title: "Campaigns", reads: "GET /staff/campaigns" },
  { path: "/team", title: "Team", reads: "GET /staff/team" },
  { path: "/today", title: "Today", reads: "GET /staff/day" },
] as const satisfies readonly { path: string; title: string; reads: StaffCall; changes?: StaffCall }[];

export const screensOf = (role: StaffRole) => CONSOLE_SCREENS.filter((screen) => mayCall(role, screen.reads));

export const mayOpen = (role: StaffRole, path: string) => screensOf(role).some((screen) => screen.path === path);

/** Whether the role may make the edits of the screen at `path` (a screen without `changes`: whoever may open it). */
export function mayChange(role: StaffRole, path: string): boolean {
  const screen = screensOf(role).find((one) => one.path === path);
  if (!screen) return false;
  return !("changes" in screen) || mayCall(role, screen.changes);
}
