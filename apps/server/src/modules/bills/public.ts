/** What other modules may use of bills: a part of a tab's split bill, the parts standing, and a part marked paid or unpaid. */

export { closeTab } from "./close-tab";
export { markPart, standingParts } from "./part-payments";
export { moveRoundTicket, openRoundTickets, type RoundTicket, roundTicketsOf } from "./round-tickets";
export { type SplitRow, splitOfOrder } from "./split-reads";
export { tabPartsOfOrders, tabsOfDiner } from "./tab-parts";
export { placeAtTable } from "./tab-rounds";
