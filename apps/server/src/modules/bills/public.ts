/** What other modules may use of bills: reading a part of a tab's split bill. */

export { markPart, standingParts } from "./part-payments";
export { type SplitRow, splitOfOrder } from "./split-reads";
