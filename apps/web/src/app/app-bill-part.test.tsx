/**
 * One part of a table's split bill through the app (issue 24): whoever pays it tips it first (the tip picker the
 * payment page always has), and a part paid at the counter shows as paid while the diner waits, without a reload.
 */

import { eventStream, ok } from "@forkful/api-client/testing/fake-api";
import { formatMoney } from "@forkful/contracts/money";
import { suggestedTips } from "@forkful/contracts/order-totals";
import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { billApp } from "../shared/testing/bill-app";
import { base, SPLIT_B, splitOrder, splits, TABLE } from "../shared/testing/bill-fixtures";
import { expectShown } from "../shared/testing/expect-shown";
import { ORDER_ID } from "../shared/testing/order-fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import("./routes/bill-part-page");
}, 60_000);

const { handlers, sent, served } = billApp(splitOrder);
const bens = splits[1]!;
const partPath = `${base}/table/${TABLE}/order/${ORDER_ID}/e/splitId/${SPLIT_B}`;
/** The order with Ben's part changed. */
const withBens = (change: Partial<Split>): Order => ({
  ...splitOrder,
  tab: { ...splitOrder.tab!, splits: [splits[0]!, { ...bens, ...change }] },
});

describe("a part of the bill", () => {
  it("takes a tip of its own subtotal before it is paid, and its total to pay includes the tip", async () => {
    const fifteen = suggestedTips("USD", bens.subtotal).find((s) => s.percent === 15)!;
    handlers["/order/customer/split-bill/tip"] = () => {
      served.current = withBens({ tip: fifteen.amount, tipType: "PERCENTAGE", total: bens.total + fifteen.amount });
      return ok(served.current);
    };
    renderRouter(routes, partPath, Providers);
    expectShown(await screen.findByRole("heading", { name: "Pay Ben" }));
    expect(screen.getByTestId("pay-total").textContent).toBe(formatMoney(bens.total, "USD"));

    const tip = screen.getByRole("group", { name: "Tip" });
    fireEvent.click(within(tip).getByRole("button", { name: `15% · ${formatMoney(fifteen.amount, "USD")}` }));
    await waitFor(() => expect(screen.getByTestId("pay-total").textContent).toBe(formatMoney(bens.total + fifteen.amount, "USD")));
    expect(sent.find((s) => s.path === "/order/customer/split-bill/tip")?.payload).toEqual({
      orderId: ORDER_ID,
      splitId: SPLIT_B,
      tip: 15,
      tipType: "PERCENTAGE",
    });
    expect(within(tip).getByRole("button", { name: /^15%/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("region", { name: "Ben" }).textContent).toContain(`Tip${formatMoney(fifteen.amount, "USD")}`);
    expect(
      sent.some((s) => s.path === "/order/v2/customer/add-tip"),
      "the whole bill's tip is left alone",
    ).toBe(false);
  });

  it("to pay at the restaurant, shows as paid once staff record it, without a reload", async () => {
    const payment = {
      transactionId: "33333333-0000-4000-8000-000000000001",
      splitId: SPLIT_B,
      paymentType: "POS",
      state: "at_location",
      amount: bens.total,
      collectedAmount: 0,
      card: null,
    } as const;
    served.current = withBens({ payment });
    const stream = eventStream();
    handlers["/events"] = () => stream.response;
    renderRouter(routes, partPath, Providers);
    expectShown(await screen.findByText("To pay at the restaurant"));
    const frame = `event: status\ndata: ${JSON.stringify({ orderId: ORDER_ID, status: 11, label: "Accepted", at: "2026-11-23T16:00:00.000Z" })}\n\n`;
    await waitFor(() => expect(sent.some((s) => s.path.endsWith("/events"))).toBe(true));
    stream.push(frame);

    // Staff take the money at the counter: the server tells the table's phones.
    served.current = withBens({
      state: "paid",
      paidAt: "2026-11-23T16:30:00.000Z",
      payment: { ...payment, state: "collected", collectedAmount: bens.total },
    });
    stream.push(frame);
    expectShown(await screen.findByText("Paid", { selector: "p" }));
    expect(screen.queryByText("To pay at the restaurant")).toBeNull();
    expectShown(screen.getByRole("link", { name: "Receipt" }));
  });
});
