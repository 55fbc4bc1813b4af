import type { OrderItem } from "@forkful/contracts/orders";
import { MAX_SPLIT_PARTS, SPLIT_REFUSALS, type splitBillRequestSchema } from "@forkful/contracts/splits";
import type { z } from "zod";

export type SplitBillInput = z.input<typeof splitBillRequestSchema>;

/** What the diner chose in the split chooser. */
export type SplitChoice =
  | { mode: "diner"; sharedLineIds: readonly number[] }
  | { mode: "equal"; parts: number }
  | { mode: "items"; parts: number; assignments: Readonly<Record<number, readonly number[]>> };

export const MIN_SPLIT_PARTS = 2;

export const clampParts = (parts: number) => Math.min(MAX_SPLIT_PARTS, Math.max(MIN_SPLIT_PARTS, Math.round(parts)));

/** Why this choice cannot be sent yet (the server says the same), or null. */
export function splitChoiceProblem(choice: SplitChoice, items: readonly Pick<OrderItem, "lineId">[]): string | null {
  if (choice.mode !== "items") return null;
  const chosen = (lineId: number) => (choice.assignments[lineId] ?? []).filter((p) => p >= 1 && p <= choice.parts);
  if (items.some((item) => chosen(item.lineId).length === 0)) return SPLIT_REFUSALS.lineMissing;
  for (let part = 1; part <= choice.parts; part++) {
    if (!items.some((item) => chosen(item.lineId).includes(part))) return SPLIT_REFUSALS.partEmpty;
  }
  return null;
}

/** The body of POST /order/customer/split-bill for this choice (parts beyond the chosen count are dropped). */
export function buildSplitRequest(orderId: string, choice: SplitChoice, items: readonly Pick<OrderItem, "lineId">[]): SplitBillInput {
  if (choice.mode === "equal") return { orderId, mode: "equal", parts: clampParts(choice.parts) };
  if (choice.mode === "diner") {
    const lineIds = new Set(items.map((item) => item.lineId));
    return { orderId, mode: "diner", sharedLineIds: choice.sharedLineIds.filter((id) => lineIds.has(id)) };
  }
  const parts = clampParts(choice.parts);
  const assignments = items.map((item) => ({
    lineId: item.lineId,
    parts: [...new Set(choice.assignments[item.lineId] ?? [])].filter((p) => p >= 1 && p <= parts).sort((a, b) => a - b),
  }));
  return { orderId, mode: "items", parts, assignments };
}

/** Toggles part `part` for a dish in the by-dishes choice. */
export function togglePart(
  assignments: Readonly<Record<number, readonly number[]>>,
  lineId: number,
  part: number,
): Record<number, readonly number[]> {
  const current = assignments[lineId] ?? [];
  const next = current.includes(part) ? current.filter((p) => p !== part) : [...current, part].sort((a, b) => a - b);
  return { ...assignments, [lineId]: next };
}
