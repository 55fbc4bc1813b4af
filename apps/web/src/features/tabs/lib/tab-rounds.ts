/** A tab's dishes round by round (issue 13): who ordered each round, when, where its ticket is, and its dishes. */
import type { OrderItem } from "@forkful/contracts/orders";
import { kitchenTicketWord, type Tab } from "@forkful/contracts/tabs";

export interface TabRoundView {
  sortOrder: number;
  dinerName: string | null;
  placedAt: string | null;
  ticketStatus: number | null;
  ticketLabel: string;
  items: OrderItem[];
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
      return {
        sortOrder,
        dinerName: round?.dinerName ?? dishes[0]?.dinerName ?? null,
        placedAt: round?.placedAt ?? null,
        ticketStatus: round?.ticketStatus ?? null,
        ticketLabel: round?.ticketLabel ?? kitchenTicketWord(null),
        items: dishes,
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
