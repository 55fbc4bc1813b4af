import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { orderFixture, tabFixture } from "../../../shared/testing/order-fixtures";
import { receiptPaymentText } from "./receipt-payment-text";

const part = (state: "paid" | "unpaid") => ({ state, payment: null, total: 500 }) as unknown as NonNullable<Order["tab"]>["splits"][number];
const order = (splits: ReturnType<typeof part>[], state: "settling" | "closed" = "settling") =>
  orderFixture(restaurantFixture(), { orderType: "dinein", tableId: "T4", tab: tabFixture({ state, splits }) });

describe("receiptPaymentText", () => {
  it("counts a split tab's paid parts, paid once closed", () => {
    expect(receiptPaymentText(order([part("paid"), part("unpaid")]), null)).toEqual({
      text: "Split in 2 parts · 1 paid",
      paid: false,
      payable: false,
    });
    expect(receiptPaymentText(order([part("paid"), part("paid")], "closed"), null)).toMatchObject({ text: "Paid in 2 parts", paid: true });
  });

  it("reads one part's own payment, and an unsplit order's", () => {
    const split = part("unpaid");
    expect(receiptPaymentText(order([split]), split).paid).toBe(false);
    expect(receiptPaymentText(order([]), null).text).toBe(receiptPaymentText(orderFixture(restaurantFixture()), null).text);
  });
});
