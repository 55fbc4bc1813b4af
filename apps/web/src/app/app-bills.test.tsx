/** The bill of a table's tab through the app: split it, pay a part, and each part's receipt and tracker. */

import { fail, ok } from "@forkful/api-client/testing/fake-api";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CurrentRestaurantContext } from "../entities/restaurant/hooks/use-current-restaurant";
import { rememberTableToken } from "../entities/table/lib/table-tokens";
import { SettleBill } from "../features/bills/components/settle-bill";
import { useOrder } from "../features/orders/api/get-order";
import { billApp } from "../shared/testing/bill-app";
import { base, gramercy, order, SPLIT_A, SPLIT_B, splitOrder, splits, TABLE } from "../shared/testing/bill-fixtures";
import { expectShown } from "../shared/testing/expect-shown";
import { ORDER_ID } from "../shared/testing/order-fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([import("./routes/bill-part-page"), import("./routes/receipt-page"), import("./routes/tracker-page")]);
}, 60_000);

const { handlers, sent, served } = billApp(order);

/** The tab view's bill, as the table order view mounts it (within its restaurant's pages). */
function TabBill() {
  const query = useOrder({ orderId: ORDER_ID });
  return (
    <CurrentRestaurantContext value={gramercy}>
      {query.data ? <SettleBill order={query.data} tableId={TABLE} /> : null}
    </CurrentRestaurantContext>
  );
}

const renderAt = (path: string) => renderRouter(routes, path, Providers);
const renderBill = () =>
  renderRouter(
    [{ path: "/:merchantType/:merchantSlug/table/:tableId/order/:orderId", element: <TabBill /> }],
    `${base}/table/${TABLE}/order/${ORDER_ID}`,
    Providers,
  );

describe("the bill of a tab", () => {
  it("splits by diner with a shared dish (with the table's code), then lists the parts with your own first", async () => {
    rememberTableToken({ locationSlug: gramercy.locationSlug, tableId: TABLE }, "table-code-T4");
    handlers["/order/customer/split-bill"] = () => {
      served.current = splitOrder;
      return ok(splitOrder);
    };
    renderBill();
    const bill = await screen.findByRole("region", { name: "The bill" });
    expect(bill.textContent).toContain("$28.60");
    expect(within(bill).getByRole("link", { name: "Pay the whole bill" }).getAttribute("href")).toBe(
      `${base}/table/${TABLE}/order/${ORDER_ID}/placeOrder/payment`,
    );
    fireEvent.click(within(bill).getByRole("button", { name: "Split the bill" }));
    const chooser = await screen.findByRole("region", { name: "Split the bill" });
    expect((within(chooser).getByRole("radio", { name: /By diner/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(within(chooser).getByRole("group", { name: "Asha" })).getByRole("checkbox", { name: /Naan/ }));
    fireEvent.click(within(chooser).getByRole("button", { name: "Split the bill" }));

    const parts = await screen.findAllByRole("article");
    expect(parts.map((p) => p.getAttribute("aria-label"))).toEqual(["Ben (your part)", "Asha"]);
    expect(parts[1]!.textContent).toContain("½ Naan");
    expect(within(parts[0]!).getByRole("link", { name: "Pay this part" }).getAttribute("href")).toBe(
      `${base}/table/${TABLE}/order/${ORDER_ID}/e/splitId/${SPLIT_B}`,
    );
    expectShown(screen.getByRole("button", { name: "Undo split" }));
    expect(sent.find((s) => s.path === "/order/customer/split-bill")?.payload).toEqual({
      orderId: ORDER_ID,
      mode: "diner",
      sharedLineIds: [2],
      tableToken: "table-code-T4",
    });
  });

  it("undoes a split while nothing is paid, and shows the bill again", async () => {
    served.current = splitOrder;
    handlers["/order/customer/split-bill/undo"] = () => {
      served.current = order;
      return ok(order);
    };
    renderBill();
    fireEvent.click(await screen.findByRole("button", { name: "Undo split" }));
    expectShown(await screen.findByRole("region", { name: "The bill" }));
    expect(sent.find((s) => s.path === "/order/customer/split-bill/undo")?.payload).toEqual({ orderId: ORDER_ID });
  });

  it("offers no undo once a part is paid, and a closed tab is paid in full with a receipt per part", async () => {
    const paid = { ...splits[0]!, state: "paid" as const, paidAt: "2026-11-23T16:30:00.000Z" };
    served.current = { ...splitOrder, tab: { ...splitOrder.tab!, splits: [paid, splits[1]!] } };
    renderBill();
    const own = await screen.findByRole("article", { name: "Asha" });
    expect(within(own).getByRole("link", { name: "Receipt" }).getAttribute("href")).toBe(
      `${base}/table/${TABLE}/order/${ORDER_ID}/receipt/e/splitId/${SPLIT_A}`,
    );
    expect(screen.queryByRole("button", { name: "Undo split" })).toBeNull();
    cleanup();

    served.current = {
      ...splitOrder,
      tab: { ...splitOrder.tab!, state: "closed", splits: splits.map((p) => ({ ...p, state: "paid" as const })) },
    };
    renderBill();
    expectShown(await screen.findByRole("heading", { name: "Paid in full" }));
    expect(screen.getAllByRole("link", { name: /^Receipt — / }).map((a) => a.textContent)).toEqual(["Receipt — Ben", "Receipt — Asha"]);
  });

  it("asks who pays for every dish before splitting by dishes", async () => {
    renderBill();
    fireEvent.click(await screen.findByRole("button", { name: "Split the bill" }));
    const chooser = await screen.findByRole("region", { name: "Split the bill" });
    fireEvent.click(within(chooser).getByRole("radio", { name: /By dishes/ }));
    fireEvent.click(
      within(within(chooser).getByRole("group", { name: "Who pays for Paneer Tikka" })).getByRole("button", { name: "Part 1" }),
    );
    fireEvent.click(within(chooser).getByRole("button", { name: "Split the bill" }));
    expect((await within(chooser).findByRole("alert")).textContent).toContain("Choose who pays for every dish");
    expect(sent.some((s) => s.path === "/order/customer/split-bill")).toBe(false);
  });

  it("pays one part at the restaurant, naming its splitId, then says so", async () => {
    served.current = splitOrder;
    handlers["/payment/customer-initiate-offline-payment"] = () => {
      const payment = {
        transactionId: "33333333-0000-4000-8000-000000000001",
        splitId: SPLIT_B,
        paymentType: "POS",
        state: "at_location",
        amount: 1320,
        collectedAmount: 0,
        card: null,
      } as const;
      served.current = { ...splitOrder, tab: { ...splitOrder.tab!, splits: [splits[0]!, { ...splits[1]!, payment }] } };
      return ok({
        ...payment,
        orderId: ORDER_ID,
        paymentStatus: 25,
        currency: "USD",
        authorizedAmount: 0,
        message: null,
        paymentLink: null,
        upi: null,
        cardFormUrl: "/sandbox-processor/card-form",
      });
    };
    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/e/splitId/${SPLIT_B}`);
    expectShown(await screen.findByRole("heading", { name: "Pay Ben" }));
    expect(screen.getByTestId("pay-total").textContent).toBe("$13.20");
    const summary = screen.getByRole("region", { name: "Ben" });
    expect(summary.textContent).toContain("½ Naan");
    expect(summary.textContent).not.toContain("Paneer Tikka");
    fireEvent.click(await screen.findByRole("radio", { name: /Pay at the restaurant/ }));
    fireEvent.click(screen.getAllByRole("button", { name: "Confirm — pay at the restaurant" })[0]!);
    expectShown(await screen.findByText("To pay at the restaurant"));
    expect(sent.find((s) => s.path === "/payment/customer-initiate-offline-payment")?.payload).toMatchObject({
      orderId: ORDER_ID,
      splitId: SPLIT_B,
    });
  });

  it("tells someone not at the table that only its diners see its bill", async () => {
    handlers["/order/customer"] = () => fail(403, TAB_REFUSALS.notADiner);
    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/e/splitId/${SPLIT_B}`);
    expectShown(await screen.findByText(TAB_REFUSALS.notADiner));
  });

  it("prints a part's receipt with only its dishes, and the whole tab's round by round", async () => {
    served.current = {
      ...splitOrder,
      tab: { ...splitOrder.tab!, splits: [{ ...splits[0]!, state: "paid", paidAt: "2026-11-23T16:30:00.000Z" }, splits[1]!] },
    };
    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/receipt/e/splitId/${SPLIT_A}`);
    const receipt = await screen.findByTestId("receipt");
    expectShown(within(receipt).getByRole("heading", { name: "Receipt — Asha" }));
    expect(receipt.textContent).toContain("½ Naan");
    expect(receipt.textContent).toContain("$15.40");
    expect(receipt.textContent).not.toContain("Dal");
    cleanup();

    renderAt(`${base}/table/${TABLE}/order/${ORDER_ID}/receipt`);
    const whole = await screen.findByTestId("receipt");
    expect(within(whole).getByRole("region", { name: "Round 1" }).textContent).toContain("Paneer Tikka");
    expect(within(whole).getByRole("region", { name: "Round 2" }).textContent).toContain("Ben");
    expect(whole.textContent).toContain("$28.60");
  });

  it("tracks one part of the bill", async () => {
    served.current = splitOrder;
    renderAt(`${base}/tracker/${ORDER_ID}/e/splitId/${SPLIT_A}`);
    const part = await screen.findByRole("region", { name: "Your order" });
    expectShown(within(part).getByRole("heading", { name: "Asha" }));
    expect(part.textContent).toContain("½ Naan");
    expect(part.textContent).not.toContain("Dal");
  });
});
