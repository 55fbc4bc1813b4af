/** What the kitchen display shows of the rail: the tickets of a station, and the all-day counts. */
import type { KitchenTicket } from "@forkful/contracts/kitchen";

/** "all": every ticket and dish; "expo": whole orders; else a station's key: only its dishes, only tickets with some. */
export type StationFilter = "all" | "expo" | (string & {});

const servedOrReady = (status: number | null) => status === 42 || status === 59;

export function ticketsAt(tickets: KitchenTicket[], filter: StationFilter): KitchenTicket[] {
  if (filter === "all" || filter === "expo") return tickets;
  return tickets
    .map((ticket) => ({ ...ticket, items: ticket.items.filter((item) => item.station === filter) }))
    .filter((ticket) => ticket.items.length > 0);
}

/** How many of each dish are still to make across the tickets shown (not yet ready), most first. */
export function allDayCounts(tickets: KitchenTicket[]): { itemName: string; quantity: number }[] {
  const counts = new Map<string, number>();
  for (const item of tickets.flatMap((ticket) => ticket.items))
    if (!servedOrReady(item.status)) counts.set(item.itemName, (counts.get(item.itemName) ?? 0) + item.quantity);
  return [...counts.entries()]
    .map(([itemName, quantity]) => ({ itemName, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.itemName.localeCompare(b.itemName));
}

export const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));

/** The next move of a dish tapped on the rail: sent → in preparation → ready; null once ready. */
export const nextDishStatus = (status: number | null): 41 | 42 | null => (status === null ? 41 : status === 41 ? 42 : null);

/** An order's type as the kitchen says it. */
export const TYPE_WORDS: Record<string, string> = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" };
