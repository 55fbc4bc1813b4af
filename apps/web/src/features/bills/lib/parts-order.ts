import { moneyIsLocked } from "@forkful/contracts/payment-states";
import type { Split } from "@forkful/contracts/tabs";

/** The parts as a diner reads them: their own part (dinerId = youDinerId) first, then the rest by position. */
export function ownPartFirst(splits: readonly Split[], youDinerId: string | null): Split[] {
  const byPosition = [...splits].sort((a, b) => a.position - b.position);
  if (!youDinerId) return byPosition;
  return [...byPosition.filter((s) => s.dinerId === youDinerId), ...byPosition.filter((s) => s.dinerId !== youDinerId)];
}

/** True while the split may still be undone: no part is paid and none has a payment holding or awaiting money. */
export function canUndoSplit(splits: readonly Split[]): boolean {
  return splits.every((s) => s.state === "unpaid" && (s.payment === null || !moneyIsLocked([s.payment.state])));
}

/** True when this part needs no more money: paid, or to be paid at the restaurant. */
export function isPartSettled(split: Split): boolean {
  return split.state === "paid" || split.payment?.state === "at_location";
}
