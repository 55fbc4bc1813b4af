import { describe, expect, it } from "vitest";
import { splitOfOrder } from "./split-of-order";

const s1 = { splitId: "s1" };
const s2 = { splitId: "s2" };
const tab = { splits: [s1, s2] };

describe("splitOfOrder", () => {
  it("finds the part named by the answer's splitId, else by its payment", () => {
    expect(splitOfOrder({ tab, splitId: "s2", payment: null } as never)).toBe(s2);
    expect(splitOfOrder({ tab, splitId: null, payment: { splitId: "s1" } } as never)).toBe(s1);
  });

  it("is null for the whole order, a whole-order payment or an unknown part", () => {
    expect(splitOfOrder({ tab, splitId: null, payment: null } as never)).toBeNull();
    expect(splitOfOrder({ tab, splitId: null, payment: { splitId: null } } as never)).toBeNull();
    expect(splitOfOrder({ tab, splitId: "s9", payment: null } as never)).toBeNull();
    expect(splitOfOrder({ tab: null, splitId: "s1", payment: null } as never)).toBeNull();
  });
});
