/** What other modules may use of the auth module: guest sessions for orders placed signed out, and staff sessions. */
export { type GuestSessions, guestSessions } from "./guest-sessions";
export { type StaffSessions, type StaffSessionTokens, staffSessions } from "./staff-sessions";
