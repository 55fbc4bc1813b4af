/**
 * Splitting a table's bill into parts (issue 13), in integer minor units, so that the parts sum EXACTLY to the bill:
 * for the subtotal, the tax, the tip, the discount, the wallet and the total, and for every dish on its own.
 *
 * - Who shares what: by diner, a dish goes to whoever ordered it (shared dishes and dishes of nobody at the table to
 *   every diner); in equal parts, every dish to every part; by dishes, each dish to the parts chosen for it.
 * - One allocation everywhere, largest remainder: a dish's subtotal and tax among its sharers; the tip, the discount,
 *   the wallet and any order-level tax or fee by each part's subtotal (in equal parts: equally).
 * - A cent left over after the whole shares goes to the largest remainder; among equal remainders to the part that has
 *   the least so far (for a discount or the wallet: the most), then by position — so three equal parts of $10.00 are
 *   3.34, 3.33, 3.33 and several dishes split the same way do not all round up for part 1.
 * - The discount never takes a part below zero, nor does the wallet: a part's share stops at what it owes, and the rest
 *   goes to the other parts.
 */
import { REFUSALS, type Refusal, type RefusalCode } from "./refusals";
import { MAX_SPLIT_PARTS } from "./splits";
import type { SplitMode } from "./tabs";

export interface BillLine {
  lineId: number;
  itemName: string;
  /** Who at the table ordered it; null: nobody at the table (shared by every diner when split by diner). */
  dinerId: string | null;
  subtotal: number;
  tax: number;
}

export interface Bill {
  lines: BillLine[];
  diners: { dinerId: string; name: string }[];
  /** Tax charged on the order rather than on a dish (orderTax on a fee); 0 at a table. */
  orderTax?: number;
  deliveryFee: number;
  tip: number;
  discount: number;
  walletRedeemed: number;
  /** subtotal + tax + deliveryFee + tip − discount − walletRedeemed. */
  total: number;
}

export interface SplitRequest {
  mode: SplitMode;
  /** equal: how many parts; items: how many parts the diners chose (each needs a dish). */
  parts?: number;
  /** diner: dishes divided among every diner. */
  sharedLineIds?: number[];
  /** items: each dish to the parts (1-based) that pay it. */
  assignments?: { lineId: number; parts: number[] }[];
}

export interface SplitPartLine {
  lineId: number;
  itemName: string;
  /** This part's share of the dish: numerator / denominator. */
  numerator: number;
  denominator: number;
  subtotal: number;
  tax: number;
}

export interface SplitPart {
  position: number;
  label: string;
  dinerId: string | null;
  lines: SplitPartLine[];
  subtotal: number;
  tax: number;
  deliveryFee: number;
  tip: number;
  discount: number;
  walletRedeemed: number;
  total: number;
}

/** A refused split says why (`refusal`, the text) and which refusal it is (`code`: 409 for the bill as it stands, 400 else). */
export type SplitOutcome = { ok: true; parts: SplitPart[] } | { ok: false; refusal: string; code: RefusalCode };

export const SPLIT_LABELS = {
  equal: (position: number, of: number) => `Part ${position} of ${of}`,
  items: (position: number) => `Part ${position}`,
} as const;

/** A part before its money: who it is and which dishes it shares (the weight of its share). */
interface Sharer {
  label: string;
  dinerId: string | null;
}
interface Plan {
  sharers: Sharer[];
  /** For each line of the bill, the parts (indexes) that share it. */
  sharesOf: Map<number, number[]>;
}

const refuse = ({ code, message }: Refusal): SplitOutcome => ({ ok: false, refusal: message, code });

/**
 * Divides `amount` (≥ 0) among parts in proportion to `weights` (all 0: equally), no part above its cap.
 * `tieOrder` ranks the parts for the cents left over among equal remainders.
 */
export function allocate(amount: number, weights: number[], tieOrder: number[], caps?: number[]): number[] {
  const shares = weights.map(() => 0);
  let left = amount;
  let open = weights.map((_, i) => i).filter((i) => caps === undefined || caps[i]! > 0);
  while (left > 0) {
    if (open.length === 0) throw new RangeError(`Cannot place ${left} within the parts' caps`);
    const given = proportional(left, open, weights, tieOrder);
    const over = caps ? open.filter((i, k) => shares[i]! + given[k]! > caps[i]!) : [];
    if (over.length === 0) {
      open.forEach((i, k) => {
        shares[i]! += given[k]!;
      });
      return shares;
    }
    for (const i of over) {
      left -= caps![i]! - shares[i]!;
      shares[i] = caps![i]!;
    }
    open = open.filter((i) => !over.includes(i));
  }
  return shares;
}

function proportional(amount: number, open: number[], weights: number[], tieOrder: number[]): number[] {
  const allZero = open.every((i) => weights[i] === 0);
  const w = open.map((i) => BigInt(allZero ? 1 : weights[i]!));
  const total = w.reduce((a, b) => a + b, 0n);
  const exact = w.map((wi) => BigInt(amount) * wi);
  const given = exact.map((e) => Number(e / total));
  let left = amount - given.reduce((a, b) => a + b, 0);
  const rank = (k: number) => tieOrder.indexOf(open[k]!);
  const byRemainder = open
    .map((_, k) => k)
    .sort((a, b) => {
      const ra = exact[a]! % total;
      const rb = exact[b]! % total;
      return ra === rb ? rank(a) - rank(b) : ra > rb ? -1 : 1;
    });
  for (const k of byRemainder) {
    if (left === 0) break;
    given[k]! += 1;
    left -= 1;
  }
  return given;
}

/** Parts ranked for a left-over cent: the least (or, `most`, the most) owed so far, then by position. */
function tieOrderBy(owed: number[], most = false): number[] {
  return owed.map((_, i) => i).sort((a, b) => (owed[a] === owed[b] ? a - b : (owed[a]! - owed[b]!) * (most ? -1 : 1)));
}

function dinerPlan(bill: Bill, sharedLineIds: number[]): Plan | Refusal {
  if (bill.diners.length < 2) return REFUSALS.ONE_DINER;
  const known = new Set(bill.diners.map((d) => d.dinerId));
  const shared = new Set(sharedLineIds);
  const everyone = bill.diners.map((_, i) => i);
  const owners = new Map(
    bill.lines.map((l) => [
      l.lineId,
      shared.has(l.lineId) || !l.dinerId || !known.has(l.dinerId) ? everyone : [bill.diners.findIndex((d) => d.dinerId === l.dinerId)],
    ]),
  );
  // A diner who ordered nothing and shares nothing has no part.
  const kept = everyone.filter((i) => [...owners.values()].some((o) => o.includes(i)));
  if (kept.length < 2) return REFUSALS.ONE_DINER;
  const sharesOf = new Map([...owners].map(([lineId, o]) => [lineId, o.map((i) => kept.indexOf(i))]));
  return { sharers: kept.map((i) => ({ label: bill.diners[i]!.name, dinerId: bill.diners[i]!.dinerId })), sharesOf };
}

function itemsPlan(bill: Bill, assignments: { lineId: number; parts: number[] }[], chosenCount = 0): Plan | Refusal {
  const sharesOf = new Map<number, number[]>();
  for (const a of assignments) {
    if (sharesOf.has(a.lineId) || new Set(a.parts).size !== a.parts.length) return REFUSALS.SPLIT_LINE_TWICE;
    if (a.parts.length === 0) return REFUSALS.SPLIT_LINE_MISSING;
    if (a.parts.some((p) => !Number.isInteger(p) || p < 1 || p > MAX_SPLIT_PARTS)) return REFUSALS.SPLIT_PART_EMPTY;
    sharesOf.set(
      a.lineId,
      a.parts.map((p) => p - 1),
    );
  }
  if (bill.lines.some((l) => !sharesOf.has(l.lineId))) return REFUSALS.SPLIT_LINE_MISSING;
  // As many parts as the diners chose, or as the dishes name; every one of them needs a dish.
  const count = Math.max(chosenCount, Math.max(...[...sharesOf.values()].flat()) + 1);
  const used = new Set([...sharesOf.values()].flat());
  if (used.size < count) return REFUSALS.SPLIT_PART_EMPTY;
  if (count < 2) return REFUSALS.SPLIT_PART_COUNT;
  const sharers = Array.from({ length: count }, (_, i) => ({ label: SPLIT_LABELS.items(i + 1), dinerId: null }));
  return { sharers, sharesOf };
}

function planFor(bill: Bill, request: SplitRequest): Plan | Refusal {
  const known = new Set(bill.lines.map((l) => l.lineId));
  const named =
    request.mode === "items"
      ? (request.assignments ?? []).map((a) => a.lineId)
      : request.mode === "diner"
        ? (request.sharedLineIds ?? [])
        : [];
  const unknown = named.find((id) => !known.has(id));
  if (unknown !== undefined) return REFUSALS.SPLIT_LINE_UNKNOWN(unknown);
  if (request.mode === "diner") {
    if (new Set(named).size !== named.length) return REFUSALS.SPLIT_LINE_TWICE;
    return dinerPlan(bill, named);
  }
  if (request.mode === "items") return itemsPlan(bill, request.assignments ?? [], request.parts);
  const count = request.parts ?? 0;
  if (!Number.isInteger(count) || count < 2 || count > MAX_SPLIT_PARTS) return REFUSALS.SPLIT_PART_COUNT;
  const everyPart = Array.from({ length: count }, (_, i) => i);
  return {
    sharers: everyPart.map((i) => ({ label: SPLIT_LABELS.equal(i + 1, count), dinerId: null })),
    sharesOf: new Map(bill.lines.map((l) => [l.lineId, everyPart])),
  };
}

/** Splits the bill as the diners asked, or says why it cannot be split so. */
export function splitBill(bill: Bill, request: SplitRequest): SplitOutcome {
  assertConsistent(bill);
  if (bill.total <= 0 || bill.lines.length === 0) return refuse(REFUSALS.NOTHING_TO_SPLIT);
  const plan = planFor(bill, request);
  if ("code" in plan) return refuse(plan);
  const parts: SplitPart[] = plan.sharers.map((s, i) => ({
    position: i + 1,
    ...s,
    lines: [],
    subtotal: 0,
    tax: 0,
    deliveryFee: 0,
    tip: 0,
    discount: 0,
    walletRedeemed: 0,
    total: 0,
  }));
  shareDishes(bill, plan, parts);
  if (parts.some((p) => p.lines.length === 0)) return refuse(REFUSALS.SPLIT_PART_EMPTY);
  shareCharges(bill, request.mode === "equal" ? parts.map(() => 1) : parts.map((p) => p.subtotal), parts);
  return { ok: true, parts };
}

const owedBy = (parts: SplitPart[]) => parts.map((p) => p.subtotal + p.tax + p.deliveryFee + p.tip - p.discount - p.walletRedeemed);

/** Each dish's subtotal and tax among the parts that share it. */
function shareDishes(bill: Bill, plan: Plan, parts: SplitPart[]): void {
  for (const line of bill.lines) {
    const sharers = plan.sharesOf.get(line.lineId)!;
    const ones = sharers.map(() => 1);
    const owed = owedBy(parts);
    const subtotals = allocate(line.subtotal, ones, tieOrderBy(sharers.map((i) => owed[i]!)));
    const taxes = allocate(line.tax, ones, tieOrderBy(sharers.map((i, k) => owed[i]! + subtotals[k]!)));
    sharers.forEach((i, k) => {
      const part = parts[i]!;
      const [subtotal, tax] = [subtotals[k]!, taxes[k]!];
      part.lines.push({ lineId: line.lineId, itemName: line.itemName, numerator: 1, denominator: sharers.length, subtotal, tax });
      part.subtotal += subtotal;
      part.tax += tax;
    });
  }
}

/** The bill's own charges by `weights`: order-level tax, fee and tip, then the discount and the wallet within what each part owes. */
function shareCharges(bill: Bill, weights: number[], parts: SplitPart[]): void {
  const add = (amount: number, key: "tax" | "deliveryFee" | "tip") => {
    allocate(amount, weights, tieOrderBy(owedBy(parts))).forEach((a, i) => {
      parts[i]![key] += a;
    });
  };
  add(bill.orderTax ?? 0, "tax");
  add(bill.deliveryFee, "deliveryFee");
  add(bill.tip, "tip");
  const takeOff = (amount: number, key: "discount" | "walletRedeemed") => {
    const owed = owedBy(parts);
    allocate(amount, weights, tieOrderBy(owed, true), owed).forEach((a, i) => {
      parts[i]![key] = a;
    });
  };
  takeOff(bill.discount, "discount");
  takeOff(bill.walletRedeemed, "walletRedeemed");
  owedBy(parts).forEach((total, i) => {
    parts[i]!.total = total;
  });
}

/** A bill whose parts do not add up is a bug of whoever built it, not a diner's mistake. */
function assertConsistent(bill: Bill): void {
  const subtotal = bill.lines.reduce((s, l) => s + l.subtotal, 0);
  const tax = bill.lines.reduce((s, l) => s + l.tax, 0) + (bill.orderTax ?? 0);
  const amounts = [
    ...bill.lines.flatMap((l) => [l.subtotal, l.tax]),
    bill.orderTax ?? 0,
    bill.deliveryFee,
    bill.tip,
    bill.discount,
    bill.walletRedeemed,
  ];
  if (amounts.some((a) => !Number.isSafeInteger(a) || a < 0))
    throw new RangeError("A bill's amounts are whole minor units, never negative");
  const total = subtotal + tax + bill.deliveryFee + bill.tip - bill.discount - bill.walletRedeemed;
  if (total !== bill.total || bill.discount > subtotal + tax + bill.deliveryFee + bill.tip)
    throw new RangeError(`The bill does not add up: ${total} ≠ ${bill.total}`);
}
