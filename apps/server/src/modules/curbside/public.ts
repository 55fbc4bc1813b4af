/** What other modules may use of curbside: the diners waiting outside a restaurant (the staff's screen). */
export { curbsideWaiting } from "./curbside-waiting";
