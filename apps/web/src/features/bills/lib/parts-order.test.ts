import type { Split } from "@forkful/contracts/tabs";
import { describe, expect, it } from "vitest";
import { canUndoSplit, ownPartFirst } from "./parts-order";

const part = (position: number, dinerId: string | null, extra: Partial<Split> = {}): Split => ({
  splitId: `s${position}`,
  position,
  label: `Part ${position}`,
  dinerId,
  lines: [],
  subtotal: 100,
  tax: 10,
  tip: 0,
  tipType: "FLATFEE",
  discount: 0,
  walletRedeemed: 0,
  total: 110,
  state: "unpaid",
  paidAt: null,
  payment: null,
  ...extra,
});

const payment = (state: NonNullable<Split["payment"]>["state"]): Split["payment"] => ({
  transactionId: "t",
  splitId: "s1",
  paymentType: "CNP",
  state,
  amount: 110,
  collectedAmount: 0,
  card: null,
});

describe("ownPartFirst", () => {
  it("puts the caller's own part first, the rest by position", () => {
    const parts = [part(3, "c"), part(1, "a"), part(2, "b")];
    expect(ownPartFirst(parts, "b").map((p) => p.position)).toEqual([2, 1, 3]);
    expect(ownPartFirst(parts, null).map((p) => p.position)).toEqual([1, 2, 3]);
    expect(ownPartFirst(parts, "nobody").map((p) => p.position)).toEqual([1, 2, 3]);
  });
});

describe("canUndoSplit", () => {
  it("allows undo only while no part is paid or being paid", () => {
    expect(canUndoSplit([part(1, null), part(2, null)])).toBe(true);
    expect(canUndoSplit([part(1, null), part(2, null, { state: "paid" })])).toBe(false);
    expect(canUndoSplit([part(1, null, { payment: payment("awaiting_payer") })])).toBe(false);
    expect(canUndoSplit([part(1, null, { payment: payment("at_location") })])).toBe(false);
    expect(canUndoSplit([part(1, null, { payment: payment("declined") })])).toBe(true);
  });
});
