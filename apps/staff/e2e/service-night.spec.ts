/**
 * A service night (issue 26's "Done when"): a diner orders on a phone (390 px) and the order is on the board at the pass
 * (1280 px) within a second; the kitchen's tablet (768 px) works it and the diner's tracker follows; a card order is
 * cancelled and its refund shows on both sides; a dish and an option go sold out and leave the diner's menu; the host
 * seats the first party of the waitlist, whose diner was told their table is ready; a table's call for the waiter is
 * acknowledged; and the parts of a split bill paid at the counter close it.
 */
import { CALL_WAITER_LABEL, WAITER_CALL_WORDS } from "@forkful/contracts/waiter-calls";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "../../web/e2e/support/auth";
import { findPickupTarget } from "../../web/e2e/support/orders";
import { expectNoTabAt, freeTabTable, orderRoundViaApi } from "../../web/e2e/support/tabs";
import { clearTheLine, hostToken, openWaitlists, partyPhone } from "../../web/e2e/support/waitlist";
import { dishSoldOutAndBack, optionSoldOutAndBack } from "./service-night-menu-steps";
import {
  cancelWithRefund,
  checkOutOnPhone,
  expectOnBoardWithinASecond,
  partsPaidAtCounterCloseTheBill,
  payAtCounterOnPhone,
  payByCardOnPhone,
  splitToPayAtCounter,
  watchBoardArrivals,
} from "./service-night-steps";
import { DESKTOP, expectNoAxeViolations, openPhone, signInToConsole, TABLET } from "./staff-console";

test("a service night: the board, the kitchen, sold out, a refund, the host stand, a waiter call and a split bill", async ({
  browser,
  request,
}) => {
  // Seven devices across three restaurants: a whole evening in one journey.
  test.setTimeout(240_000);
  const target = await findPickupTarget(request);
  const slug = target.restaurant.locationSlug;

  await test.step("a diner's order reaches the board within a second, and the kitchen works it while the diner's tracker follows", async () => {
    // The manager's screen at the pass (1280 px), open before the order exists.
    const board = await signInToConsole(browser, "manager", slug, DESKTOP);
    await expect(board).toHaveURL(/\/staff\/orders$/);
    await expectNoAxeViolations(board, "orders board");
    await board.evaluate(() => {
      (window as unknown as { boardMarker: string }).boardMarker = "same page";
    });
    await watchBoardArrivals(board);

    // A diner orders on a phone (390 px), to pay at the counter.
    const phone = await openPhone(browser);
    const order = await checkOutOnPhone(phone, target, "Ada Board");
    await expectOnBoardWithinASecond(board, order, "order placed on a phone");
    await payAtCounterOnPhone(phone);
    const dinerStatus = phone.getByTestId("order-status");
    await expect(dinerStatus).toHaveText("In Queue");
    const name = `#${order.orderNumber} · Pickup`;
    const card = board.getByRole("article", { name });
    await expect(board.getByRole("region", { name: /^New/ }).getByRole("article", { name })).toBeVisible();
    await expect(card).toContainText("Pay at counter");
    await expect(board.getByRole("link", { name: /^Orders \d+ new$/ })).toBeVisible();

    // Accepted with a prep time: the diner's tracker follows; the history says who accepted it and the time given.
    await card.getByRole("button", { name: "Accept" }).click();
    const accept = board.getByRole("dialog", { name: `Accept order #${order.orderNumber}` });
    await accept.getByRole("button", { name: "15 min" }).click();
    await expectNoAxeViolations(board, "accept dialog");
    await accept.getByRole("button", { name: "Accept, ready in 15 min" }).click();
    await expect(accept).toHaveCount(0);
    await expect(board.getByRole("region", { name: /^Accepted/ }).getByRole("article", { name })).toBeVisible();
    await expect(dinerStatus).toHaveText("Accepted");
    await card.getByRole("button", { name }).click();
    const detail = board.getByRole("dialog", { name: `Order #${order.orderNumber}` });
    await expect(detail.getByRole("region", { name: "History" })).toContainText(/Accepted · .+ \(manager\) · ready in 15 min/);
    await board.keyboard.press("Escape");
    await expect(detail).toHaveCount(0);

    // The kitchen's tablet (768 px): no money or cancel moves; on the Kitchen display a tap starts the dish, a bump makes
    // it ready, a recall puts it back on the rail.
    const kitchen = await signInToConsole(browser, "kitchen", slug, TABLET);
    const kitchenCard = kitchen.getByRole("article", { name });
    await expect(kitchenCard).toBeVisible();
    await expect(kitchenCard.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
    await expect(kitchenCard.getByRole("button", { name: "Cancel" })).toHaveCount(0);
    await kitchen.getByRole("link", { name: "Kitchen" }).click();
    await expect(kitchen).toHaveURL(/\/staff\/kitchen$/);
    const ticket = kitchen.getByRole("article", { name: new RegExp(`^#${order.orderNumber} · Pickup`) });
    await ticket.getByRole("button", { name: /Tap: start$/ }).click();
    await expect(dinerStatus).toHaveText("In Progress");
    await expectNoAxeViolations(kitchen, "kitchen display on a tablet");
    await ticket.getByRole("button", { name: /^Bump/ }).click();
    await expect(dinerStatus).toHaveText("Order Ready");
    await expect(ticket).toHaveCount(0);
    await expect(board.getByRole("region", { name: /^Ready/ }).getByRole("article", { name })).toBeVisible();
    await kitchen.getByRole("button", { name: "Recall" }).click();
    await expect(ticket).toContainText("Recalled");

    // The manager takes the money at the counter and hands it over: it leaves the board, the diner's order is complete.
    await card.getByRole("button", { name: "Mark paid" }).click();
    await expect(card).not.toContainText("Pay at counter");
    await card.getByRole("button", { name: "Handed over" }).click();
    await expect(card).toHaveCount(0);
    await expect(dinerStatus).toHaveText("Completed - Pickup Order");

    // Another diner pays by card; the manager cancels it (out of stock): the refund shows on the board and the tracker.
    const second = await checkOutOnPhone(phone, target, "Bea Refunded");
    await expectOnBoardWithinASecond(board, second, "card order placed on a phone");
    await payByCardOnPhone(phone, second);
    await cancelWithRefund(board, phone, second, "Out of stock");
    // All of it live on the one page opened at the start of the service.
    expect(await board.evaluate(() => (window as unknown as { boardMarker?: string }).boardMarker)).toBe("same page");

    // The kitchen runs out: the dish and one option leave the diner's menu, and come back when turned on.
    await dishSoldOutAndBack(kitchen, board, phone, target);
    await optionSoldOutAndBack(kitchen, phone, target);

    // The kitchen is slammed: the manager pauses online ordering, and the diner's menu says until when; then takes
    // orders again (other journeys order here too).
    await board.goto("/staff/orders");
    const ordering = board.getByRole("region", { name: "Online ordering" });
    await ordering.getByRole("button", { name: "Pause 15 min" }).click();
    await expect(ordering.getByRole("status")).toContainText("Online ordering paused until");
    const menuPath = `/${target.restaurant.merchantType}/${slug}/menu/pickup`;
    await phone.goto(menuPath);
    await expect(phone.getByTestId("ordering-paused")).toContainText("Not taking new orders until");
    await ordering.getByRole("button", { name: "Take orders again" }).click();
    await expect(ordering.getByRole("status")).toContainText("Taking online orders");
    await phone.reload();
    await expect(phone.getByRole("region", { name: "Order options" })).toBeVisible();
    await expect(phone.getByTestId("ordering-paused")).toHaveCount(0);

    // Signing out leaves the device at the sign-in, with nothing of the restaurant on it.
    await board.getByRole("button", { name: "Sign out" }).click();
    await expect(board).toHaveURL(/\/staff\/sign-in$/);
    await expectNoAxeViolations(board, "staff sign-in");
    expect(await board.evaluate(() => localStorage.getItem("forkful-staff-session"))).toBeNull();
    await board.goto("/staff/orders");
    await expect(board).toHaveURL(/\/staff\/sign-in$/);
    await board.context().close();
    await kitchen.context().close();
    await phone.context().close();
  });

  await test.step("the host tells the first party of the line its table is ready and seats it; its diner's page follows", async () => {
    const [restaurant] = await openWaitlists(request);
    expect(restaurant, "a seeded restaurant taking online check-ins now").toBeTruthy();
    const base = `/${restaurant!.merchantType}/${restaurant!.locationSlug}`;
    await clearTheLine(request, await hostToken(request, restaurant!.locationSlug));
    const host = await signInToConsole(browser, "host", restaurant!.locationSlug, TABLET);
    await expect(host).toHaveURL(/\/staff\/waitlist$/);
    await expect(host.getByRole("heading", { name: "In line (0)" })).toBeVisible();
    await expectNoAxeViolations(host, "waitlist");

    // A diner joins the line on a phone; it reaches the host's tablet without a reload, first in line.
    const phone = await openPhone(browser);
    await phone.goto(`${base}/checkin`);
    await phone.getByLabel("Full name").fill("Hedy Lamarr");
    const mobile = partyPhone(restaurant!, 11);
    await phone.getByLabel("Country code").selectOption(mobile.countryCode);
    await phone.getByRole("textbox", { name: "Mobile number" }).fill(mobile.national);
    await phone.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(phone.getByText("You're #1 in line")).toBeVisible();
    const party = host.getByRole("listitem", { name: /Hedy Lamarr/ });
    await expect(party).toContainText("#1 Hedy Lamarr · 2 guests");

    await party.getByRole("button", { name: "Notify" }).click();
    const notify = host.getByRole("dialog", { name: "Table ready for Hedy Lamarr (2)" });
    const table = notify.getByRole("button", { name: /seats$/ }).first();
    const tableLabel = (await table.textContent())!.split(" · ")[0]!;
    await table.click();
    await expectNoAxeViolations(host, "notify dialog");
    await notify.getByRole("button", { name: "Notify" }).click();
    await expect(notify).toHaveCount(0);
    await expect(party).toContainText(`Table ready at ${tableLabel}`);
    await expect(phone.getByRole("alert").filter({ hasText: "Your table is ready" })).toBeVisible();

    await party.getByRole("button", { name: "Seat", exact: true }).click();
    const seat = host.getByRole("dialog", { name: "Seat Hedy Lamarr (2)" });
    await expect(seat.getByRole("button", { name: `${tableLabel} · 2 seats (held)`, exact: false })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await seat.getByRole("button", { name: "Seat", exact: true }).click();
    await expect(party).toHaveCount(0);
    await expect(host.getByRole("region", { name: /^Seated/ })).toContainText(`Hedy Lamarr · 2 at ${tableLabel}`);
    await expect(phone.getByText("Seated", { exact: false }).first()).toBeVisible();

    // Today's reservations, axe-clean.
    await host.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Reservations" }).click();
    await expect(host).toHaveURL(/\/staff\/reservations$/);
    await expect(host.getByRole("heading", { level: 2 })).toContainText(/reservation/);
    await expectNoAxeViolations(host, "reservations");
    await host.context().close();
    await phone.context().close();
  });

  await test.step("a table calls the waiter and the host acknowledges it; its split bill, paid part by part at the counter, closes", async () => {
    const tab = await freeTabTable(request, 0);
    const tabSlug = tab.restaurant.locationSlug;
    const asha = await orderRoundViaApi(request, tab, "Asha Rao", { quantity: 2 });
    const ben = await orderRoundViaApi(request, tab, "Ben Ortiz");
    const host = await signInToConsole(browser, "host", tabSlug, TABLET);
    await host
      .getByRole("navigation", { name: "Screens" })
      .getByRole("link", { name: /^Calls/ })
      .click();
    await expect(host).toHaveURL(/\/staff\/calls$/);

    // The diner scanned the table's QR code (its landing with the table's code), then opens the tab and calls.
    const phone = await openPhone(browser);
    const atTable = `/${tab.restaurant.merchantType}/${tabSlug}/table/${tab.tableId}/order/${asha.orderId}`;
    await openAsGuest(phone, asha, tab.link);
    await phone.goto(atTable);
    await phone.getByRole("button", { name: CALL_WAITER_LABEL }).click();
    await expect(phone.getByText(WAITER_CALL_WORDS.open).first()).toBeVisible();
    const call = host.getByRole("listitem", { name: `${tab.tableName}: ${WAITER_CALL_WORDS.open}` });
    await expect(call).toBeVisible();
    await expect(host.getByRole("link", { name: /^Calls \d+ waiting$/ })).toBeVisible();
    await expectNoAxeViolations(host, "calls");
    // Earlier parties at this table may have left acknowledged calls on the list: this one joins them.
    const acknowledged = host.getByRole("listitem", { name: `${tab.tableName}: ${WAITER_CALL_WORDS.acknowledged}` });
    const acknowledgedBefore = await acknowledged.count();
    await call.getByRole("button", { name: "Acknowledge" }).click();
    await expect(call).toHaveCount(0);
    await expect(acknowledged).toHaveCount(acknowledgedBefore + 1);
    await expect(phone.getByText(WAITER_CALL_WORDS.acknowledged).first()).toBeVisible({ timeout: 15_000 });

    // The table splits its bill by diner and both choose the counter; the manager at the desk takes each part.
    const split = await splitToPayAtCounter(request, tab, asha, ben);
    const desk = await signInToConsole(browser, "manager", tabSlug, DESKTOP);
    await partsPaidAtCounterCloseTheBill(desk, phone, split, `${atTable}/e/splitId/${split.own.splitId}`);
    await expectNoTabAt(request, tab);
  });
});
