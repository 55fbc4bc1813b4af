/** What other modules may use of payments: staff records money taken at the counter. */
export { type CollectedAtLocationDeps, collectedAtLocation, collectedAtLocationDeps } from "./collected-at-location";
