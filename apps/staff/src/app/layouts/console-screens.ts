import { FLOOR_ROLES, type StaffRole } from "@forkful/contracts/staff-tables";

/** The console's screens and the roles that use them (the server refuses the rest: STAFF_CALL_ROLES). */
export const CONSOLE_SCREENS = [
  { path: "/orders", title: "Orders", roles: ["manager", "kitchen"] },
  { path: "/waitlist", title: "Waitlist", roles: FLOOR_ROLES },
  { path: "/reservations", title: "Reservations", roles: FLOOR_ROLES },
  { path: "/calls", title: "Calls", roles: FLOOR_ROLES },
  { path: "/tables/qr-codes", title: "Table QR codes", roles: FLOOR_ROLES },
  { path: "/support", title: "Support", roles: ["manager"] },
  { path: "/feedback", title: "Feedback", roles: ["manager"] },
  { path: "/short-links", title: "Short links", roles: ["manager"] },
] as const satisfies readonly {
  path: string;
  title: string;
  roles: readonly StaffRole[];
}[];

export const screensOf = (role: StaffRole) => CONSOLE_SCREENS.filter((screen) => (screen.roles as readonly StaffRole[]).includes(role));

export const mayOpen = (role: StaffRole, path: string) => screensOf(role).some((screen) => screen.path === path);
