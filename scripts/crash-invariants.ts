/**
 * What must hold in the database after any crash: every answered order is there, whole; no order without lines;
 * stock, wallets and coupon uses add up; payments agree with their orders (and, once the retries are done, with the
 * card processor); one idempotency key, one order.
 */
import { CANCELLED_ORDER_STATUSES, OrderStatus } from "@forkful/contracts/order-status";
import { HOLDING_STATES, PAYMENT_MOVES } from "@forkful/contracts/payment-states";
import { type PaymentState, paymentStatusOf } from "@forkful/contracts/payments";
import { groupBy } from "../apps/server/src/lib/group-by";
import type { Rows } from "./crash-database";
import type { Ledger } from "./crash-ledger";

export interface Violation {
  invariant: string;
  detail: string;
}

export interface Baseline {
  /** Stock of every tracked dish, and the quantities live orders held of it, before the first kill. */
  stock: Map<number, number>;
  liveQuantities: Map<number, number>;
  /** Each diner's wallet before the first order: what was credited. */
  wallets: Map<string, number>;
}

const isLive = (status: number) => !CANCELLED_ORDER_STATUSES.includes(status);

function sumBy<T>(rows: T[], key: (row: T) => string | number, value: (row: T) => number): Map<string | number, number> {
  const sums = new Map<string | number, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

/** Quantities live orders hold of each dish. */
export function liveQuantities(rows: Rows): Map<number, number> {
  const live = new Set(rows.orders.filter((o) => isLive(o.status)).map((o) => o.id));
  return sumBy(
    rows.lines.filter((l) => live.has(l.orderId)),
    (l) => l.itemId,
    (l) => l.quantity,
  ) as Map<number, number>;
}

export const baselineOf = (rows: Rows): Baseline => ({ stock: rows.stock, liveQuantities: liveQuantities(rows), wallets: rows.wallets });

/** Every 2xx order is there with the lines it was answered with; one key, one order. */
function answeredOrders(rows: Rows, ledger: Ledger, out: Violation[]): void {
  const byKey = new Map(rows.orders.map((o) => [o.idempotencyKey, o]));
  const linesOf = sumBy(
    rows.lines,
    (l) => `${l.orderId}/${l.itemId}`,
    (l) => l.quantity,
  );
  for (const refusal of ledger.replayRefusals) out.push({ invariant: "one key, one order", detail: refusal });
  for (const placed of ledger.placements) {
    const [first, ...others] = placed.orderIds;
    if (!first) continue;
    for (const other of others)
      if (other !== first) out.push({ invariant: "one key, one order", detail: `key ${placed.key} answered ${first} and ${other}` });
    const row = byKey.get(placed.key);
    if (!row) {
      out.push({ invariant: "every 2xx order exists", detail: `order ${first} (key ${placed.key}) was answered 2xx and is missing` });
      continue;
    }
    if (row.id !== first) out.push({ invariant: "one key, one order", detail: `key ${placed.key} answered ${first}, stored ${row.id}` });
    if (row.customerId !== placed.customerId) out.push({ invariant: "every 2xx order exists", detail: `order ${row.id} lost its diner` });
    for (const [itemId, quantity] of placed.lines) {
      const stored = linesOf.get(`${row.id}/${itemId}`) ?? 0;
      if (stored !== quantity)
        out.push({
          invariant: "every 2xx order has all its lines",
          detail: `order ${row.id}: item ${itemId} × ${stored}, answered × ${quantity}`,
        });
    }
  }
}

/**
 * No order without lines or history; its history starts where every order starts (placed) and ends at its status (no
 * move written without its step); each order's money adds up (lines, discount, wallet, total).
 */
function wholeOrders(rows: Rows, out: Violation[]): void {
  const histories = groupBy(rows.history, (h) => h.orderId);
  const lineSums = sumBy(
    rows.lines,
    (l) => l.orderId,
    (l) => l.subtotal,
  );
  const coupon = sumBy(
    rows.redemptions,
    (r) => r.orderId,
    (r) => r.amount,
  );
  const offers = sumBy(
    rows.offers,
    (o) => o.orderId,
    (o) => o.amount,
  );
  for (const o of rows.orders) {
    const half = (detail: string) => out.push({ invariant: "no order half written", detail: `order ${o.id}: ${detail}` });
    if (!lineSums.has(o.id)) half("no lines");
    else if (lineSums.get(o.id) !== o.subtotal) half(`lines sum to ${lineSums.get(o.id)}, subtotal ${o.subtotal}`);
    const history = histories.get(o.id)?.map((h) => h.status);
    if (!history) half("no status history");
    else if (history[0] !== OrderStatus.Created || history.at(-1) !== o.status)
      half(`status ${o.status}, its history runs ${history.join(" → ")}`);
    const due = o.subtotal + o.tax + o.deliveryFee + o.tip - o.discount - o.walletRedeemed;
    if (o.total !== due || o.total < 0) half(`total ${o.total}, its parts make ${due}`);
    const discount = (coupon.get(o.id) ?? 0) + (offers.get(o.id) ?? 0);
    if (o.discount !== discount) half(`discount ${o.discount}, coupon and offers make ${discount}`);
  }
}

/** Stock taken equals the quantities of live orders; each wallet is its credits less what live orders redeemed. */
function stockAndWallets(rows: Rows, baseline: Baseline, out: Violation[]): void {
  const live = liveQuantities(rows);
  for (const [itemId, before] of baseline.stock) {
    const now = rows.stock.get(itemId) ?? 0;
    const held = (live.get(itemId) ?? 0) - (baseline.liveQuantities.get(itemId) ?? 0);
    if (now < 0 || now !== before - held)
      out.push({ invariant: "stock adds up", detail: `item ${itemId}: stock ${now}, expected ${before} − ${held} = ${before - held}` });
  }
  const redeemed = sumBy(
    rows.orders.filter((o) => isLive(o.status) && o.customerId),
    (o) => o.customerId!,
    (o) => o.walletRedeemed,
  );
  for (const [customerId, credited] of baseline.wallets) {
    const now = rows.wallets.get(customerId);
    const used = redeemed.get(customerId) ?? 0;
    if (now !== credited - used)
      out.push({ invariant: "wallet adds up", detail: `diner ${customerId}: wallet ${now}, credits ${credited} − redeemed ${used}` });
  }
}

/** Coupon uses stay within each coupon's limits (counted on live orders, all placed within the unpaid hold). */
function couponLimits(rows: Rows, out: Violation[]): void {
  const orderOf = new Map(rows.orders.map((o) => [o.id, o]));
  for (const coupon of rows.coupons) {
    const uses = rows.redemptions.filter((r) => r.couponId === coupon.id && isLive(orderOf.get(r.orderId)?.status ?? 8));
    if (coupon.totalLimit !== null && uses.length > coupon.totalLimit)
      out.push({ invariant: "coupons within limits", detail: `${coupon.code}: ${uses.length} uses, limit ${coupon.totalLimit}` });
    if (coupon.perCustomerLimit === null) continue;
    for (const [who, count] of sumBy(
      uses,
      (r) => r.customerId ?? r.phone,
      () => 1,
    ))
      if (count > coupon.perCustomerLimit)
        out.push({
          invariant: "coupons within limits",
          detail: `${coupon.code}: ${count} uses by ${who}, limit ${coupon.perCustomerLimit}`,
        });
  }
}

const reachable = (from: PaymentState, to: PaymentState): boolean => {
  const seen = new Set<PaymentState>([from]);
  for (const state of seen) for (const next of PAYMENT_MOVES[state]) seen.add(next);
  return seen.has(to);
};

/** Orders show their live payment's status; a payment holding money holds the order's total; answers were kept. */
function paymentsAgree(rows: Rows, ledger: Ledger, out: Violation[]): void {
  const orderOf = new Map(rows.orders.map((o) => [o.id, o]));
  const paymentOf = new Map(rows.payments.map((p) => [p.id, p]));
  const bad = (detail: string) => out.push({ invariant: "payments agree with their orders", detail });
  for (const order of rows.orders) {
    const mine = rows.payments.filter((p) => p.orderId === order.id);
    const live = mine.filter((p) => p.state !== "cancelled").sort((a, b) => b.seq - a.seq)[0];
    const expected = live ? paymentStatusOf(live.state) : null;
    if (order.paymentStatus !== expected) bad(`order ${order.id}: payment status ${order.paymentStatus}, its payment says ${expected}`);
    if (mine.filter((p) => HOLDING_STATES.includes(p.state)).length > 1) bad(`order ${order.id}: two payments hold its money`);
  }
  for (const p of rows.payments) {
    const order = orderOf.get(p.orderId);
    if (["authorized", "collecting", "collected"].includes(p.state) && p.amount !== order?.total)
      bad(`payment ${p.id} (${p.state}) holds ${p.amount}, its order's total is ${order?.total}`);
    if (p.state === "collected" && p.collectedAmount !== p.amount) bad(`payment ${p.id} collected ${p.collectedAmount} of ${p.amount}`);
  }
  for (const { transactionId, state } of ledger.paymentAnswers) {
    const stored = paymentOf.get(transactionId);
    if (!stored || !reachable(state as PaymentState, stored.state))
      bad(`payment ${transactionId} was answered ${state}, the database has ${stored?.state ?? "nothing"}`);
  }
  const codeOf = new Map(rows.coupons.map((c) => [c.id, c.code]));
  for (const { orderId, couponCode } of ledger.couponAnswers) {
    if (!rows.redemptions.some((r) => r.orderId === orderId && codeOf.get(r.couponId) === couponCode))
      out.push({ invariant: "coupons within limits", detail: `order ${orderId}: coupon answered SUCCESS, no redemption stored` });
  }
}

/** After the retries: no card payment left in flight, and the processor's charges say what the payments say. */
function processorAgrees(rows: Rows, out: Violation[]): void {
  const bad = (detail: string) => out.push({ invariant: "payments agree with the processor", detail });
  for (const p of rows.payments.filter((x) => x.paymentType === "CNP")) {
    const charges = rows.charges.filter((c) => c.reference === p.id && c.kind === "card");
    const shown = charges.map((c) => `${c.ref} ${c.state}`).join(", ") || "no charge";
    if (p.state === "authorizing" || p.state === "collecting") {
      bad(`payment ${p.id} left ${p.state} after every retry (processor: ${shown})`);
      continue;
    }
    if (charges.some((c) => c.state === "captured") && p.state !== "collected" && p.state !== "refunded")
      bad(`payment ${p.id} is ${p.state}, the processor captured it (${shown})`);
    if (charges.some((c) => c.state === "authorized") && p.state !== "authorized" && p.state !== "refunded")
      bad(`payment ${p.id} is ${p.state}, the processor holds an authorization (${shown})`);
    if (p.state === "collected" && !charges.some((c) => c.state === "captured" && c.capturedAmount === p.collectedAmount))
      bad(`payment ${p.id} is collected, the processor captured nothing of it (${shown})`);
  }
}

/** Every invariant; `final` adds those that only hold once every retry was answered. */
export function checkInvariants(rows: Rows, baseline: Baseline, ledger: Ledger, final: boolean): Violation[] {
  const out: Violation[] = [];
  answeredOrders(rows, ledger, out);
  wholeOrders(rows, out);
  stockAndWallets(rows, baseline, out);
  couponLimits(rows, out);
  paymentsAgree(rows, ledger, out);
  if (final) processorAgrees(rows, out);
  return out;
}
