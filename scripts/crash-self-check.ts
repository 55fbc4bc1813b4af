/**
 * Proof that the crash suite's checks can fail: each mutation breaks one invariant in a copy of the final rows (or the
 * ledger) the way a lost or torn write would, and the checks must name that invariant. A mutation that goes unnoticed
 * is itself a failure of the run.
 */
import type { Rows } from "./crash-database";
import { type Baseline, checkInvariants, type Violation } from "./crash-invariants";
import type { Ledger } from "./crash-ledger";

interface Mutation {
  invariant: string;
  /** Breaks the copy; false when the run has nothing to break this way (e.g. no collected payment). */
  apply(rows: Rows, ledger: Ledger, baseline: Baseline): boolean;
}

const answered = (ledger: Ledger) => ledger.placements.find((p) => p.orderIds.length > 0);

const MUTATIONS: Mutation[] = [
  {
    invariant: "every 2xx order exists",
    apply: (rows, ledger) => {
      const key = answered(ledger)?.key;
      rows.orders = rows.orders.filter((o) => o.idempotencyKey !== key);
      return key !== undefined;
    },
  },
  {
    invariant: "every 2xx order has all its lines",
    apply: (rows, ledger) => {
      const id = answered(ledger)?.orderIds[0];
      const index = rows.lines.findIndex((l) => l.orderId === id);
      if (index >= 0) rows.lines.splice(index, 1);
      return index >= 0;
    },
  },
  {
    invariant: "no order half written",
    apply: (rows) => {
      const order = rows.orders[0];
      if (order) order.total += 1;
      return order !== undefined;
    },
  },
  {
    invariant: "no order half written",
    apply: (rows) => {
      // The last move of an order lost, its status kept: the history no longer ends where the order is.
      const last = rows.history.at(-1);
      if (last) rows.history.pop();
      return last !== undefined;
    },
  },
  {
    invariant: "stock adds up",
    apply: (rows, _ledger, baseline) => {
      const [itemId] = [...baseline.stock.keys()];
      if (itemId !== undefined) rows.stock.set(itemId, (rows.stock.get(itemId) ?? 0) - 1);
      return itemId !== undefined;
    },
  },
  {
    invariant: "wallet adds up",
    apply: (rows, ledger) => {
      const id = answered(ledger)?.customerId;
      if (id) rows.wallets.set(id, (rows.wallets.get(id) ?? 0) + 1);
      return id !== undefined;
    },
  },
  {
    invariant: "coupons within limits",
    apply: (rows) => {
      const limited = rows.coupons.find((c) => c.totalLimit !== null);
      if (!limited?.totalLimit || rows.orders.length === 0) return false;
      const at = new Date();
      for (let i = 0; i <= limited.totalLimit; i++) {
        const order = rows.orders[i % rows.orders.length]!;
        rows.redemptions.push({ orderId: order.id, couponId: limited.id, customerId: order.customerId, phone: order.phone, amount: 0, at });
      }
      return true;
    },
  },
  {
    invariant: "payments agree with their orders",
    apply: (rows) => {
      const paid = rows.orders.find((o) => o.paymentStatus !== null);
      if (paid) paid.paymentStatus = null;
      return paid !== undefined;
    },
  },
  {
    invariant: "payments agree with the processor",
    apply: (rows) => {
      // A card payment: the processor knows nothing of money taken at the counter (the demo's past orders).
      const collected = rows.payments.find((p) => p.state === "collected" && p.paymentType === "CNP");
      if (collected) collected.state = "authorized";
      return collected !== undefined;
    },
  },
  {
    invariant: "one key, one order",
    apply: (_rows, ledger) => {
      const placement = answered(ledger);
      placement?.orderIds.push("00000000-0000-4000-8000-000000000000");
      return placement !== undefined;
    },
  },
];

const countOf = (violations: Violation[], invariant: string) => violations.filter((v) => v.invariant === invariant).length;

/** Each mutation must add at least one violation of its invariant to what the unbroken rows already show. */
export function selfCheck(rows: Rows, baseline: Baseline, ledger: Ledger): { applied: number; missed: Violation[] } {
  const out: Violation[] = [];
  let applied = 0;
  const before = checkInvariants(rows, baseline, ledger, true);
  for (const mutation of MUTATIONS) {
    const [brokenRows, brokenLedger] = structuredClone([rows, ledger]);
    if (!mutation.apply(brokenRows, brokenLedger, baseline)) continue;
    applied += 1;
    const found = checkInvariants(brokenRows, baseline, brokenLedger, true);
    if (countOf(found, mutation.invariant) <= countOf(before, mutation.invariant))
      out.push({ invariant: "the checks catch what they look for", detail: `a broken "${mutation.invariant}" went unnoticed` });
  }
  return { applied, missed: out };
}
