/** What other modules may use of the auth module: guest sessions for orders placed signed out. */
export { type GuestSessions, guestSessions } from "./guest-sessions";
