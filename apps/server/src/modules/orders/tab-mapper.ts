/** A table's tab as the API shows it: who sits at it, its rounds, its bill as split, what is paid and still due. */
import type { OrderPayment } from "@forkful/contracts/payments";
import { ROUND_WORDS, roundStateOf, type Split, type Tab } from "@forkful/contracts/tabs";
import type { OrderRecord, PaymentRow, SplitRow } from "./order-rows";

/** The payment that stands for some money (the whole order's, or a part's): the newest one that was not replaced. */
export function livePaymentOf(payments: PaymentRow[], splitId: string | null): OrderPayment | null {
  const live = payments.find((p) => p.splitId === splitId && p.state !== "cancelled");
  return live ? toPaymentDto(live) : null;
}

export function toPaymentDto(live: PaymentRow): OrderPayment {
  return {
    transactionId: live.id,
    splitId: live.splitId,
    paymentType: live.paymentType,
    state: live.state,
    amount: live.amount,
    collectedAmount: live.collectedAmount,
    card: live.cardBrand && live.cardLast4 ? { brand: live.cardBrand, last4: live.cardLast4 } : null,
  };
}

function toSplitDto(split: SplitRow, payments: PaymentRow[]): Split {
  return {
    splitId: split.id,
    position: split.position,
    label: split.label,
    dinerId: split.dinerId,
    lines: split.lines.map(({ lineId, itemName, numerator, denominator, subtotal, tax }) => ({
      lineId,
      itemName,
      share: { numerator, denominator },
      subtotal,
      tax,
    })),
    subtotal: split.subtotal,
    tax: split.tax,
    tip: split.tip,
    tipType: split.tipType,
    discount: split.discount,
    walletRedeemed: split.walletRedeemed,
    total: split.total,
    state: split.state === "paid" ? "paid" : "unpaid",
    paidAt: split.paidAt?.toISOString() ?? null,
    payment: livePaymentOf(payments, split.id),
  };
}

/** A round as its diners read it: its state from its dishes (one rule, in contracts), and what was voided. */
function toRoundDto(round: NonNullable<OrderRecord["tab"]>["rounds"][number], items: OrderRecord["items"], dinerName: string) {
  const dishes = items.filter((i) => i.roundNo === round.roundNo).map((i) => i.itemStatus);
  const state = roundStateOf({ ticketStatus: round.ticketStatus, voided: round.voidedAt !== null }, dishes);
  return {
    sortOrder: round.roundNo,
    dinerId: round.dinerId,
    dinerName,
    placedAt: round.placedAt.toISOString(),
    ticketStatus: round.ticketStatus,
    state,
    ticketLabel: ROUND_WORDS[state],
    voided: round.voidedAt
      ? {
          at: round.voidedAt.toISOString(),
          lines: (round.voidedLines ?? []).map(({ itemName, quantity, subtotal }) => ({ itemName, quantity, subtotal })),
        }
      : null,
  };
}

/** The tab of an order, or null when it is not one; `viewerId` is the customer reading it (their place at the table). */
export function toTabDto({ order, tab, payments, items }: OrderRecord, viewerId: string | null): Tab | null {
  if (!tab || !order.tabState) return null;
  const dinerName = new Map(tab.diners.map((d) => [d.id, d.name]));
  const paid = payments.filter((p) => p.state === "collected").reduce((sum, p) => sum + p.collectedAmount, 0);
  return {
    state: order.tabState,
    selectedTableName: tab.table?.name ?? order.tableId ?? "",
    selectedSectionId: tab.table ? String(tab.table.sectionId) : null,
    diners: tab.diners.map((d) => ({ dinerId: d.id, name: d.name })),
    youDinerId: tab.diners.find((d) => viewerId !== null && d.customerId === viewerId)?.id ?? null,
    rounds: tab.rounds.map((r) => toRoundDto(r, items, dinerName.get(r.dinerId) ?? "")),
    splitMode: tab.splits[0]?.mode ?? null,
    splits: tab.splits.map((s) => toSplitDto(s, payments)),
    paid,
    due: Math.max(0, order.total - paid),
    reservationId: order.bookingId,
  };
}

/** Who at the table ordered a dish, by name. */
export function dinerNameOf(record: OrderRecord, dinerId: string | null): string | null {
  if (!dinerId || !record.tab) return null;
  return record.tab.diners.find((d) => d.id === dinerId)?.name ?? null;
}
