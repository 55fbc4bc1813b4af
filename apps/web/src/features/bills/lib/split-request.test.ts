import { SPLIT_REFUSALS, splitBillRequestSchema } from "@forkful/contracts/splits";
import { describe, expect, it } from "vitest";
import { buildSplitRequest, splitChoiceProblem, togglePart } from "./split-request";

const ORDER = "3f1d2c4b-0000-4000-8000-000000000001";
const items = [{ lineId: 11 }, { lineId: 12 }, { lineId: 13 }];

describe("buildSplitRequest", () => {
  it("builds an equal split the contract accepts, its parts kept within 2..20", () => {
    const request = buildSplitRequest(ORDER, { mode: "equal", parts: 25 }, items);
    expect(request).toEqual({ orderId: ORDER, mode: "equal", parts: 20 });
    expect(splitBillRequestSchema.safeParse(request).success).toBe(true);
  });

  it("shares only dishes of this bill by diner", () => {
    const request = buildSplitRequest(ORDER, { mode: "diner", sharedLineIds: [12, 99] }, items);
    expect(request).toEqual({ orderId: ORDER, mode: "diner", sharedLineIds: [12] });
    expect(splitBillRequestSchema.safeParse(request).success).toBe(true);
  });

  it("assigns every dish by dishes, dropping parts beyond the chosen count", () => {
    const assignments = { 11: [1], 12: [2, 1, 3], 13: [2] };
    const request = buildSplitRequest(ORDER, { mode: "items", parts: 2, assignments }, items);
    expect(request).toEqual({
      orderId: ORDER,
      mode: "items",
      parts: 2,
      assignments: [
        { lineId: 11, parts: [1] },
        { lineId: 12, parts: [1, 2] },
        { lineId: 13, parts: [2] },
      ],
    });
    expect(splitBillRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe("splitChoiceProblem", () => {
  it("asks for every dish and every part by dishes", () => {
    expect(splitChoiceProblem({ mode: "items", parts: 2, assignments: { 11: [1], 12: [2] } }, items)).toBe(SPLIT_REFUSALS.lineMissing);
    expect(splitChoiceProblem({ mode: "items", parts: 3, assignments: { 11: [1], 12: [2], 13: [1] } }, items)).toBe(
      SPLIT_REFUSALS.partEmpty,
    );
    expect(splitChoiceProblem({ mode: "items", parts: 2, assignments: { 11: [1], 12: [2], 13: [1, 2] } }, items)).toBeNull();
    expect(splitChoiceProblem({ mode: "equal", parts: 2 }, items)).toBeNull();
  });
});

describe("togglePart", () => {
  it("adds and removes a part for one dish", () => {
    const once = togglePart({}, 11, 2);
    expect(once).toEqual({ 11: [2] });
    expect(togglePart(togglePart(once, 11, 1), 11, 2)).toEqual({ 11: [1] });
  });
});
