/** A tab's dishes round by round (issue 13): who ordered each round, when, where its ticket is, and its dishes. */
import type { OrderItem } from "@forkful/contracts/orders";
import { ROUND_WORDS, type RoundState, roundStateOf, type Tab, type TabRound } from "@forkful/contracts/tabs";

export interface TabRoundView {
  sortOrder: number;
  dinerName: string | null;
  placedAt: string | null;
  ticketStatus: number | null;
  /** Where the round is, from its dishes (the one rule in contracts), or voided by the restaurant. */
  state: RoundState;
  ticketLabel: string;
  items: OrderItem[];
  /** A voided round's dishes, no longer on the bill. */
  voided: TabRound["voided"];
}

/** The rounds in order, each with its dishes in the order they came; a round the tab does not list still shows its dishes. */
export function tabRoundsOf(items: readonly OrderItem[], rounds: Tab["rounds"]): TabRoundView[] {
  const byRound = new Map<number, OrderItem[]>();
  for (const item of items) byRound.set(item.sortOrder, [...(byRound.get(item.sortOrder) ?? []), item]);
  const numbers = new Set([...rounds.map((r) => r.sortOrder), ...byRound.keys()]);
  return [...numbers]
    .sort((a, b) => a - b)
    .map((sortOrder) => {
      const round = rounds.find((r) => r.sortOrder === sortOrder);
      const dishes = byRound.get(sortOrder) ?? [];
      const ticketStatus = round?.ticketStatus ?? null;
      // The dishes as this page has them now (a frame may bring a dish's move before the tab is read again).
      const state = roundStateOf(
        { ticketStatus, voided: !!round?.voided },
        dishes.map((d) => d.itemStatus),
      );
      return {
        sortOrder,
        dinerName: round?.dinerName ?? dishes[0]?.dinerName ?? null,
        placedAt: round?.placedAt ?? null,
        ticketStatus,
        state,
        ticketLabel: ROUND_WORDS[state],
        items: dishes,
        voided: round?.voided ?? null,
      };
    });
}

/** "7:42 pm" in the restaurant's time zone. */
export function roundTime(at: string, timeZone: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return "";
  try {
    return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(date).toLowerCase();
  } catch {
    return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(date).toLowerCase();
  }
}

/** "Round 2 · ordered by Ravi · 7:42 pm" */
export function roundHeading(round: Pick<TabRoundView, "sortOrder" | "dinerName" | "placedAt">, timeZone: string): string {
  const parts = [`Round ${round.sortOrder}`];
  if (round.dinerName) parts.push(`ordered by ${round.dinerName}`);
  if (round.placedAt) parts.push(roundTime(round.placedAt, timeZone));
  return parts.filter(Boolean).join(" · ");
}

/** "2 rounds, 3 diners" */
export const tabCountText = (rounds: number, diners: number) =>
  `${rounds} ${rounds === 1 ? "round" : "rounds"}, ${diners} ${diners === 1 ? "diner" : "diners"}`;
