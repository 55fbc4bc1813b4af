import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBasisPoints } from "./money";
import { allocate, type Bill, type BillLine, type SplitPart, type SplitRequest, splitBill } from "./split-bill";
import { SPLIT_REFUSALS } from "./splits";

const diners = [
  { dinerId: "d-asha", name: "Asha" },
  { dinerId: "d-ben", name: "Ben" },
  { dinerId: "d-chen", name: "Chen" },
];

function line(lineId: number, subtotal: number, taxRate: number, dinerId: string | null = "d-asha"): BillLine {
  return { lineId, itemName: `Dish ${lineId}`, dinerId, subtotal, tax: applyBasisPoints(subtotal, taxRate) };
}

function billOf(lines: BillLine[], extras: Partial<Bill> = {}): Bill {
  const bill = { lines, diners, deliveryFee: 0, tip: 0, discount: 0, walletRedeemed: 0, orderTax: 0, ...extras, total: 0 };
  const sum = (k: "subtotal" | "tax") => lines.reduce((s, l) => s + l[k], 0);
  bill.total = sum("subtotal") + sum("tax") + bill.orderTax + bill.deliveryFee + bill.tip - bill.discount - bill.walletRedeemed;
  return bill;
}

function partsOf(bill: Bill, request: SplitRequest): SplitPart[] {
  const outcome = splitBill(bill, request);
  if (!outcome.ok) throw new Error(outcome.refusal);
  return outcome.parts;
}

const refusalOf = (bill: Bill, request: SplitRequest) => {
  const outcome = splitBill(bill, request);
  return outcome.ok ? null : outcome.refusal;
};

/** The guarantees: every component sums to the bill's, nothing is negative, every dish's shares sum to the dish. */
function expectExact(bill: Bill, parts: SplitPart[]): void {
  const sum = (f: (p: SplitPart) => number) => parts.reduce((s, p) => s + f(p), 0);
  const lineSum = (k: "subtotal" | "tax") => bill.lines.reduce((s, l) => s + l[k], 0);
  expect(sum((p) => p.subtotal)).toBe(lineSum("subtotal"));
  expect(sum((p) => p.tax)).toBe(lineSum("tax") + (bill.orderTax ?? 0));
  expect(sum((p) => p.deliveryFee)).toBe(bill.deliveryFee);
  expect(sum((p) => p.tip)).toBe(bill.tip);
  expect(sum((p) => p.discount)).toBe(bill.discount);
  expect(sum((p) => p.walletRedeemed)).toBe(bill.walletRedeemed);
  expect(sum((p) => p.total)).toBe(bill.total);
  for (const p of parts) {
    for (const k of ["subtotal", "tax", "deliveryFee", "tip", "discount", "walletRedeemed", "total"] as const)
      expect(p[k]).toBeGreaterThanOrEqual(0);
    expect(p.total).toBe(p.subtotal + p.tax + p.deliveryFee + p.tip - p.discount - p.walletRedeemed);
    expect(p.subtotal).toBe(p.lines.reduce((s, l) => s + l.subtotal, 0));
    expect(p.lines.length).toBeGreaterThan(0);
  }
  for (const l of bill.lines) {
    const shares = parts.flatMap((p) => p.lines.filter((x) => x.lineId === l.lineId));
    expect(shares.reduce((s, x) => s + x.subtotal, 0)).toBe(l.subtotal);
    expect(shares.reduce((s, x) => s + x.tax, 0)).toBe(l.tax);
    expect(shares.every((x) => x.subtotal >= 0 && x.tax >= 0 && x.denominator === shares.length)).toBe(true);
  }
}

describe("splitBill: examples", () => {
  it("splits a $10.00 bill in 3 as 3.34, 3.33, 3.33", () => {
    const bill = billOf([line(1, 1000, 0)]);
    const parts = partsOf(bill, { mode: "equal", parts: 3 });
    expect(parts.map((p) => [p.label, p.total])).toEqual([
      ["Part 1 of 3", 334],
      ["Part 2 of 3", 333],
      ["Part 3 of 3", 333],
    ]);
    expect(parts[0]!.lines[0]).toMatchObject({ lineId: 1, numerator: 1, denominator: 3, subtotal: 334 });
    expectExact(bill, parts);
  });

  it("spreads the left-over cents of many dishes across the parts instead of all to part 1", () => {
    const bill = billOf([line(1, 100, 0), line(2, 100, 0), line(3, 100, 0)]);
    const parts = partsOf(bill, { mode: "equal", parts: 3 });
    expect(parts.map((p) => p.total)).toEqual([100, 100, 100]);
    expectExact(bill, parts);
  });

  it("by diner: each pays what they ordered and a shared dish is divided among every diner", () => {
    const bill = billOf([line(1, 1200, 0, "d-asha"), line(2, 800, 0, "d-ben"), line(3, 1000, 0, "d-chen"), line(4, 900, 0, "d-asha")]);
    const parts = partsOf(bill, { mode: "diner", sharedLineIds: [4] });
    expect(parts.map((p) => [p.label, p.dinerId, p.subtotal])).toEqual([
      ["Asha", "d-asha", 1500],
      ["Ben", "d-ben", 1100],
      ["Chen", "d-chen", 1300],
    ]);
    expect(parts[1]!.lines.map((l) => [l.lineId, l.numerator, l.denominator])).toEqual([
      [2, 1, 1],
      [4, 1, 3],
    ]);
    expectExact(bill, parts);
  });

  it("by diner: a diner who ordered nothing has no part; one who ordered alone cannot split by diner", () => {
    const bill = billOf([line(1, 500, 0, "d-asha"), line(2, 700, 0, "d-ben")]);
    expect(partsOf(bill, { mode: "diner" }).map((p) => p.label)).toEqual(["Asha", "Ben"]);
    expect(refusalOf(billOf([line(1, 500, 0, "d-asha")]), { mode: "diner" })).toBe(SPLIT_REFUSALS.oneDiner);
    expect(refusalOf({ ...billOf([line(1, 500, 0)]), diners: [diners[0]!] }, { mode: "diner", sharedLineIds: [1] })).toBe(
      SPLIT_REFUSALS.oneDiner,
    );
  });

  it("keeps each dish's tax with the dish, at two rates", () => {
    const bill = billOf([line(1, 1000, 888, "d-asha"), line(2, 1000, 0, "d-ben")]); // 88.8 → 89 on Asha's only
    const parts = partsOf(bill, { mode: "diner" });
    expect(parts.map((p) => [p.subtotal, p.tax, p.total])).toEqual([
      [1000, 89, 1089],
      [1000, 0, 1000],
    ]);
    expectExact(bill, parts);
  });

  it("shares tip, discount and wallet by subtotal and never takes a part below zero", () => {
    const bill = billOf([line(1, 3000, 500, "d-asha"), line(2, 1000, 500, "d-ben")], { tip: 400, discount: 1000, walletRedeemed: 3150 });
    const parts = partsOf(bill, { mode: "diner" });
    expect(parts.map((p) => [p.tip, p.discount])).toEqual([
      [300, 750],
      [100, 250],
    ]);
    expectExact(bill, parts);
  });

  it("by dishes: one dish to part 1, one shared by both parts (its odd cent to the part that owes less)", () => {
    const bill = billOf([line(1, 999, 0), line(2, 501, 0)]);
    const parts = partsOf(bill, {
      mode: "items",
      assignments: [
        { lineId: 1, parts: [1] },
        { lineId: 2, parts: [1, 2] },
      ],
    });
    expect(parts.map((p) => [p.label, p.subtotal])).toEqual([
      ["Part 1", 1249],
      ["Part 2", 251],
    ]);
    expectExact(bill, parts);
  });

  it("refuses what cannot be split so", () => {
    const bill = billOf([line(1, 500, 0), line(2, 700, 0, "d-ben")]);
    expect(refusalOf(bill, { mode: "items", assignments: [{ lineId: 1, parts: [1] }] })).toBe(SPLIT_REFUSALS.lineMissing);
    expect(
      refusalOf(bill, {
        mode: "items",
        assignments: [
          { lineId: 1, parts: [1] },
          { lineId: 1, parts: [2] },
        ],
      }),
    ).toBe(SPLIT_REFUSALS.lineTwice);
    expect(refusalOf(bill, { mode: "items", assignments: [{ lineId: 9, parts: [1] }] })).toBe(SPLIT_REFUSALS.lineUnknown(9));
    expect(refusalOf(bill, { mode: "diner", sharedLineIds: [9] })).toBe(SPLIT_REFUSALS.lineUnknown(9));
    expect(refusalOf(bill, { mode: "diner", sharedLineIds: [1, 1] })).toBe(SPLIT_REFUSALS.lineTwice);
    expect(
      refusalOf(bill, {
        mode: "items",
        assignments: [
          { lineId: 1, parts: [1] },
          { lineId: 2, parts: [3] },
        ],
      }),
    ).toBe(SPLIT_REFUSALS.partEmpty);
    expect(
      refusalOf(bill, {
        mode: "items",
        assignments: [
          { lineId: 1, parts: [1] },
          { lineId: 2, parts: [1] },
        ],
      }),
    ).toBe(SPLIT_REFUSALS.onePart);
    expect(refusalOf(bill, { mode: "equal", parts: 1 })).toBe(SPLIT_REFUSALS.onePart);
    const bothInOne = [
      { lineId: 1, parts: [1] },
      { lineId: 2, parts: [1, 2] },
    ];
    expect(refusalOf(bill, { mode: "items", parts: 3, assignments: bothInOne })).toBe(SPLIT_REFUSALS.partEmpty);
    expect(refusalOf(bill, { mode: "items", parts: 2, assignments: bothInOne })).toBeNull();
    expect(refusalOf(billOf([line(1, 0, 0)]), { mode: "equal", parts: 2 })).toBe(SPLIT_REFUSALS.nothingToSplit);
  });

  it("will not split a bill that does not add up", () => {
    expect(() => splitBill({ ...billOf([line(1, 500, 0)]), total: 499 }, { mode: "equal", parts: 2 })).toThrow(RangeError);
  });
});

describe("allocate", () => {
  it("divides by weight, a left-over cent to the largest remainder, and keeps within caps", () => {
    expect(allocate(100, [1, 2], [0, 1])).toEqual([33, 67]);
    expect(allocate(10, [1, 1, 1], [2, 0, 1])).toEqual([3, 3, 4]);
    expect(allocate(100, [1, 1], [0, 1], [10, 500])).toEqual([10, 90]);
  });
});

const billArbitrary = fc
  .record({
    lines: fc.array(
      fc.record({
        subtotal: fc.integer({ min: 0, max: 200_000 }),
        rate: fc.constantFrom(0, 500, 825, 888, 1800),
        diner: fc.integer({ min: 0, max: 3 }),
      }),
      {
        minLength: 1,
        maxLength: 30,
      },
    ),
    dinerCount: fc.integer({ min: 1, max: 4 }),
    tip: fc.integer({ min: 0, max: 50_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    walletShare: fc.double({ min: 0, max: 1, noNaN: true }),
    orderTax: fc.integer({ min: 0, max: 500 }),
  })
  .map(({ lines, dinerCount, tip, discountShare, walletShare, orderTax }) => {
    const tableDiners = diners.concat({ dinerId: "d-dev", name: "Dev" }).slice(0, dinerCount);
    const billLines = lines.map((l, i) => line(i + 1, l.subtotal, l.rate, l.diner < dinerCount ? tableDiners[l.diner]!.dinerId : null));
    const subtotal = billLines.reduce((s, l) => s + l.subtotal, 0);
    const discount = Math.floor(subtotal * discountShare);
    const before = billOf(billLines, { tip, discount, orderTax });
    return {
      ...billOf(billLines, { tip, discount, orderTax, walletRedeemed: Math.floor(before.total * walletShare) }),
      diners: tableDiners,
    };
  });

const requestArbitrary = (lineCount: number) =>
  fc.oneof(
    fc.record({ mode: fc.constant("equal" as const), parts: fc.integer({ min: 2, max: 20 }) }),
    fc.record({ mode: fc.constant("diner" as const), sharedLineIds: fc.subarray(Array.from({ length: lineCount }, (_, i) => i + 1)) }),
    fc.integer({ min: 2, max: 6 }).chain((partCount) =>
      fc.record({
        mode: fc.constant("items" as const),
        assignments: fc.tuple(
          ...Array.from({ length: lineCount }, (_, i) =>
            fc
              .subarray(
                Array.from({ length: partCount }, (_, p) => p + 1),
                { minLength: 1 },
              )
              .map((parts) => ({ lineId: i + 1, parts })),
          ),
        ),
      }),
    ),
  );

describe("splitBill: for any bill and any split", () => {
  it("the parts sum exactly to the bill, nothing is negative, every dish's shares sum to the dish", () => {
    fc.assert(
      fc.property(
        billArbitrary.chain((bill) => fc.tuple(fc.constant(bill), requestArbitrary(bill.lines.length))),
        ([bill, request]) => {
          const outcome = splitBill(bill, request);
          if (!outcome.ok) {
            const allowed: string[] = [
              SPLIT_REFUSALS.oneDiner,
              SPLIT_REFUSALS.partEmpty,
              SPLIT_REFUSALS.onePart,
              SPLIT_REFUSALS.nothingToSplit,
            ];
            expect(allowed).toContain(outcome.refusal);
            if (outcome.refusal === SPLIT_REFUSALS.nothingToSplit) expect(bill.total).toBe(0);
            return;
          }
          expectExact(bill, outcome.parts);
          if (request.mode === "equal") expect(outcome.parts).toHaveLength(request.parts);
        },
      ),
      { numRuns: 400 },
    );
  });
});
