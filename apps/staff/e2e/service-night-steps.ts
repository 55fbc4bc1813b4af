/**
 * The steps of a service night (issue 26's "Done when"), each a piece of the journey in service-night.spec.ts: a diner
 * orders on a phone, the board and the kitchen work the order, a card order is cancelled and refunded, and a table's
 * split bill is closed at the counter (the sold-out steps are in service-night-menu-steps.ts).
 */
import { randomUUID } from "node:crypto";
import { decodePayload } from "@forkful/contracts/envelope";
import type { PlacedOrder } from "@forkful/contracts/order-access";
import { orderSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { dinerPhone, type OrderTarget } from "../../web/e2e/support/orders";
import { fillCard, onPaymentPage, payAtRestaurant, payButton, trackerUrl } from "../../web/e2e/support/payments";
import { encoded, type FreeTable } from "../../web/e2e/support/tabs";
import { expectNoAxeViolations, saveShot } from "./staff-console";

/** With STAFF_SHOTS=<folder>, the page as it is now, saved as one of the service night's. */
const shot = (page: Page, name: string) => saveShot(page, `service-night-${name}`);

export interface PhoneOrder {
  orderId: string;
  orderNumber: string;
  /** When the diner's phone had the answer to placing the order (Date.now()). */
  answeredAt: number;
}

/** On the phone, the target's dish goes in the cart and `fullName` checks out: the order is placed (Continue to payment). */
export async function checkOutOnPhone(phone: Page, target: OrderTarget, fullName: string): Promise<PhoneOrder> {
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  await phone.goto(`${base}/menu/pickup/${item.slug}`);
  await phone
    .getByRole("dialog", { name: item.itemName })
    .getByRole("button", { name: /Add to cart/ })
    .click();
  await phone.goto(`${base}/checkOut`);
  await phone.getByLabel("Full name").fill(fullName);
  const mobile = dinerPhone(restaurant);
  await phone.getByLabel("Country code").selectOption(mobile.countryCode);
  await phone.getByRole("textbox", { name: "Mobile number" }).fill(mobile.national);
  const placing = phone.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/order/customer/createOrder"));
  await phone.getByRole("button", { name: /Continue to payment/ }).click();
  const answer = await placing;
  const answeredAt = Date.now();
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { encryptedText?: string };
  const placed = (body.encryptedText ? decodePayload(body.encryptedText) : body) as { orderId: string; orderNumber: string };
  return { orderId: placed.orderId, orderNumber: placed.orderNumber, answeredAt };
}

/**
 * From now on the board's page writes down when each order card's title first enters it (a MutationObserver, so the
 * time is the card's own, not when a retrying assertion next looked).
 */
export async function watchBoardArrivals(board: Page): Promise<void> {
  await board.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { boardArrivals: Record<string, number> }).boardArrivals = seen;
    const note = () => {
      for (const title of document.querySelectorAll("article h3")) {
        const text = title.textContent?.trim() ?? "";
        if (text && !(text in seen)) seen[text] = Date.now();
      }
    };
    note();
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The order's card reaches the board without a reload, within a second of the diner's answer; answers how long it took. */
export async function expectOnBoardWithinASecond(board: Page, order: PhoneOrder, label: string): Promise<number> {
  const name = `#${order.orderNumber} · Pickup`;
  await expect(board.getByRole("article", { name }).first()).toBeVisible({ timeout: 5_000 });
  const arrivedAt = await board.evaluate(
    (title) => (window as unknown as { boardArrivals: Record<string, number> }).boardArrivals[title],
    name,
  );
  expect(arrivedAt, "the board page saw the card arrive").toBeDefined();
  const took = arrivedAt! - order.answeredAt;
  console.log(`board arrival (${label}): order #${order.orderNumber} on the board ${took} ms after its placement answer`);
  expect(took, "from the order's placement answer to its card on the board (ms)").toBeLessThan(1_000);
  return took;
}

/** On the phone's payment page: "Pay at the restaurant", confirmed; the tracker opens. */
export const payAtCounterOnPhone = (phone: Page) => payAtRestaurant(phone);

/** On the phone's payment page: the sandbox's approved Visa •••• 4242 typed in the processor's form and paid. */
export async function payByCardOnPhone(phone: Page, order: PhoneOrder): Promise<void> {
  await onPaymentPage(phone);
  const base = new URL(phone.url()).pathname.split("/").slice(0, 3).join("/");
  await expect(phone.getByRole("radio", { name: /^Card/ })).toBeChecked();
  await fillCard(phone, SANDBOX_TEST_CARDS.approved);
  await payButton(phone).click();
  await expect(phone).toHaveURL(trackerUrl(base, order.orderId));
  await expect(phone.getByTestId("payment-note")).toHaveText("Paid by Visa •••• 4242");
}

/**
 * The manager cancels a card-paid order with a reason picked from the list: the board says it is cancelled and
 * refunded to the card; the diner's tracker says cancelled, why, and the same refund; the history says who and why.
 */
export async function cancelWithRefund(board: Page, phone: Page, order: PhoneOrder, reason: string): Promise<void> {
  const card = board.getByRole("article", { name: `#${order.orderNumber} · Pickup` });
  await expect(board.getByRole("region", { name: /^New/ }).getByRole("article", { name: `#${order.orderNumber} · Pickup` })).toBeVisible();
  await card.getByRole("button", { name: "Cancel" }).click();
  const cancel = board.getByRole("dialog", { name: `Cancel order #${order.orderNumber}` });
  await expect(cancel).toContainText("The diner paid by card: the payment is given back to them.");
  await expect(cancel.getByRole("button", { name: "Cancel order" })).toBeDisabled();
  const chip = cancel.getByRole("button", { name: reason });
  expect((await chip.boundingBox())!.height, "a reason is a 44 px touch target").toBeGreaterThanOrEqual(44);
  await chip.click();
  await expect(chip).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(board, "cancel dialog");
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await expect(cancel).toHaveCount(0);
  await expect(card).toHaveCount(0);

  const refunded = "Refunded to Visa •••• 4242";
  const note = board.getByRole("status", { name: `Order #${order.orderNumber} cancelled` });
  await expect(note).toHaveText(`Order #${order.orderNumber} cancelled · ${refunded}`, { timeout: 10_000 });
  await expect(phone.getByTestId("order-status")).toHaveText("Order Cancelled");
  await expect(phone.getByTestId("cancel-reason")).toHaveText(`The restaurant said: ${reason}`);
  await expect(phone.getByTestId("payment-note")).toHaveText(refunded, { timeout: 10_000 });
  await shot(board, "board-cancelled-refunded-1280");
  await shot(phone, "tracker-cancelled-refunded-390");

  await board.getByRole("button", { name: "Details" }).click();
  const detail = board.getByRole("dialog", { name: `Order #${order.orderNumber}` });
  await expect(detail).toContainText(refunded);
  await shot(board, "cancelled-order-detail-1280");
  await expect(detail.getByRole("region", { name: "History" })).toContainText(new RegExp(`Cancelled.* · .+ \\(manager\\) · “${reason}”`));
  await board.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
  await board.getByRole("button", { name: "Dismiss" }).click();
  await expect(note).toHaveCount(0);
}

export interface SplitAtCounter {
  orderId: string;
  orderNumber: string;
  /** The first diner's part (their phone follows it) and the other's, by the names the parts carry. */
  own: { splitId: string; label: string };
  other: { splitId: string; label: string };
}

/**
 * The table's bill split by diner by its first diner, and each diner choosing to pay their part at the counter (through
 * the API, as their phones would).
 */
export async function splitToPayAtCounter(
  request: APIRequestContext,
  table: FreeTable,
  first: PlacedOrder,
  second: PlacedOrder,
): Promise<SplitAtCounter> {
  const split = orderSchema.parse(
    await encoded(
      request,
      "/order/customer/split-bill",
      { orderId: first.orderId, tableToken: table.tableToken, mode: "diner", sharedLineIds: [] },
      first.guestSession!.accessToken,
    ),
  );
  const own = split.tab!.splits.find((s) => s.dinerId === split.tab!.youDinerId)!;
  const other = split.tab!.splits.find((s) => s.splitId !== own.splitId)!;
  for (const [part, diner] of [
    [own, first],
    [other, second],
  ] as const)
    await encoded(
      request,
      "/payment/customer-initiate-offline-payment",
      { orderId: first.orderId, splitId: part.splitId, idempotencyKey: randomUUID() },
      diner.guestSession!.accessToken,
    );
  return {
    orderId: first.orderId,
    orderNumber: split.orderNumber,
    own: { splitId: own.splitId, label: own.label },
    other: { splitId: other.splitId, label: other.label },
  };
}

/**
 * At the desk, the manager opens the table's order and records each part paid at the counter: the last one closes the
 * bill, and the first diner's part page says Paid without a reload.
 */
export async function partsPaidAtCounterCloseTheBill(desk: Page, phone: Page, split: SplitAtCounter, partPath: string): Promise<void> {
  await phone.goto(partPath);
  await expect(phone.getByText("To pay at the restaurant")).toBeVisible();
  await desk
    .getByRole("article", { name: `#${split.orderNumber} · Dine-in` })
    .getByRole("button", { name: `#${split.orderNumber} · Dine-in` })
    .click();
  const detail = desk.getByRole("dialog", { name: `Order #${split.orderNumber}` });
  const bill = detail.getByRole("region", { name: "Split bill" });
  await expect(bill.getByRole("heading", { name: /^Split bill · due / })).toBeVisible();
  const other = bill.getByRole("listitem", { name: split.other.label });
  const own = bill.getByRole("listitem", { name: split.own.label });
  await expect(other).toContainText("Paying at the counter");
  await expect(own).toContainText("Paying at the counter");
  await expectNoAxeViolations(desk, "order detail with a split bill");
  const markOther = other.getByRole("button", { name: "Mark paid" });
  expect((await markOther.boundingBox())!.height, "Mark paid is a 44 px touch target").toBeGreaterThanOrEqual(44);
  await markOther.click();
  await expect(other).toContainText("Paid at the counter");
  await expect(bill.getByRole("heading", { name: /^Split bill · due / })).toBeVisible();
  await own.getByRole("button", { name: "Mark paid" }).click();
  await expect(own).toContainText("Paid at the counter");
  await expect(bill.getByRole("heading", { name: "Bill closed" })).toBeVisible();
  await shot(desk, "split-bill-closed-1280");
  await expect(phone.getByRole("status").filter({ hasText: "Paid" })).toBeVisible();
  await expect(phone.getByText("To pay at the restaurant")).toHaveCount(0);
  await desk.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
}
