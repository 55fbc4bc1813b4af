import { OrderStatus } from "@forkful/contracts/order-status";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "../../web/e2e/support/auth";
import { payAtRestaurantThroughApi } from "../../web/e2e/support/delivery";
import { findPickupTarget, orderById, placeOrderThroughApi } from "../../web/e2e/support/orders";
import { DESKTOP, expectNoAxeViolations, signInToConsole, TABLET } from "./staff-console";

test("a service on the orders board: a diner's order arrives live, the kitchen works it, the manager hands it over or cancels", async ({
  browser,
  request,
}) => {
  // Three devices and a dozen moves: longer than one page's journey.
  test.setTimeout(120_000);
  const target = await findPickupTarget(request);
  const slug = target.restaurant.locationSlug;
  const base = `/${target.restaurant.merchantType}/${slug}`;

  // The manager's screen at the pass (1280 px), open before the order exists.
  const board = await signInToConsole(browser, "manager", slug, DESKTOP);
  await expect(board).toHaveURL(/\/staff\/orders$/);
  await expectNoAxeViolations(board, "orders board");
  await board.evaluate(() => {
    (window as unknown as { boardMarker: string }).boardMarker = "same page";
  });

  // A diner orders (to pay at the counter) and follows it on a phone (390 px).
  const order = await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Ada Board" });
  await payAtRestaurantThroughApi(request, order);
  const dinerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const diner = await dinerContext.newPage();
  await openAsGuest(diner, order, `${base}/tracker/${order.orderId}`);
  const dinerStatus = diner.getByTestId("order-status");
  await expect(dinerStatus).toHaveText("In Queue");

  // It reaches the board without a reload, in New, with a badge, marked to be paid at the counter.
  const card = board.getByRole("article", { name: `#${order.orderNumber} · Pickup` });
  await expect(board.getByRole("region", { name: /^New/ }).getByRole("article", { name: `#${order.orderNumber} · Pickup` })).toBeVisible();
  await expect(card).toContainText("Pay at counter");
  await expect(board.getByRole("link", { name: /^Orders \d+ new$/ })).toBeVisible();

  // Accept with a prep time: the diner's tracker follows and its promised time moves.
  await card.getByRole("button", { name: "Accept" }).click();
  const accept = board.getByRole("dialog", { name: `Accept order #${order.orderNumber}` });
  await accept.getByRole("button", { name: "15 min" }).click();
  await expectNoAxeViolations(board, "accept dialog");
  await accept.getByRole("button", { name: "Accept, ready in 15 min" }).click();
  await expect(accept).toHaveCount(0);
  await expect(
    board.getByRole("region", { name: /^Accepted/ }).getByRole("article", { name: `#${order.orderNumber} · Pickup` }),
  ).toBeVisible();
  await expect(dinerStatus).toHaveText("Accepted");
  const accepted = await orderById(request, order.orderId, order.guestSession!.accessToken);
  expect(accepted.status).toBe(OrderStatus.Accepted);
  // The order's history says who accepted it and the time given.
  await card.getByRole("button", { name: `#${order.orderNumber} · Pickup` }).click();
  const detail = board.getByRole("dialog", { name: `Order #${order.orderNumber}` });
  await expect(detail.getByRole("region", { name: "History" })).toContainText(/Accepted · .+ \(manager\) · ready in 15 min/);
  await board.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);

  // The kitchen's tablet (768 px) works it on the Kitchen display: a tap starts its dish, a bump makes it ready; the
  // diner's tracker and the manager's board follow.
  const kitchen = await signInToConsole(browser, "kitchen", slug, TABLET);
  const kitchenCard = kitchen.getByRole("article", { name: `#${order.orderNumber} · Pickup` });
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
  await expect(
    board.getByRole("region", { name: /^Ready/ }).getByRole("article", { name: `#${order.orderNumber} · Pickup` }),
  ).toBeVisible();
  // A recall puts it back on the rail.
  await kitchen.getByRole("button", { name: "Recall" }).click();
  await expect(ticket).toContainText("Recalled");

  // The manager takes the money at the counter and hands it over: it leaves the board, the diner's order is complete.
  await card.getByRole("button", { name: "Mark paid" }).click();
  await expect(card).not.toContainText("Pay at counter");
  await card.getByRole("button", { name: "Handed over" }).click();
  await expect(card).toHaveCount(0);
  await expect(dinerStatus).toHaveText("Completed - Pickup Order");

  // Another order is cancelled with a reason; the diner sees it.
  const second = await placeOrderThroughApi(request, target, target.item, 2, { fullName: "Bea Cancelled" });
  await payAtRestaurantThroughApi(request, second);
  await openAsGuest(diner, second, `${base}/tracker/${second.orderId}`);
  const secondCard = board.getByRole("article", { name: `#${second.orderNumber} · Pickup` });
  await secondCard.getByRole("button", { name: "Cancel" }).click();
  const cancel = board.getByRole("dialog", { name: `Cancel order #${second.orderNumber}` });
  await expect(cancel.getByRole("button", { name: "Cancel order" })).toBeDisabled();
  await cancel.getByRole("button", { name: "Too busy" }).click();
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await expect(secondCard).toHaveCount(0);
  await expect(dinerStatus).toHaveText("Order Cancelled");
  await expect(diner.getByTestId("cancel-reason")).toHaveText("The restaurant said: Too busy");

  // The kitchen is slammed: the manager pauses online ordering, and the diner's menu says until when; then takes
  // orders again (other journeys order here too).
  const ordering = board.getByRole("region", { name: "Online ordering" });
  await ordering.getByRole("button", { name: "Pause 15 min" }).click();
  await expect(ordering.getByRole("status")).toContainText("Online ordering paused until");
  await diner.goto(`${base}/menu/pickup`);
  await expect(diner.getByTestId("ordering-paused")).toContainText("Not taking new orders until");
  await ordering.getByRole("button", { name: "Take orders again" }).click();
  await expect(ordering.getByRole("status")).toContainText("Taking online orders");
  await diner.reload();
  await expect(diner.getByRole("region", { name: "Order options" })).toBeVisible();
  await expect(diner.getByTestId("ordering-paused")).toHaveCount(0);

  expect(await board.evaluate(() => (window as unknown as { boardMarker?: string }).boardMarker)).toBe("same page");

  // Signing out leaves the device at the sign-in, with nothing of the restaurant on it.
  await board.getByRole("button", { name: "Sign out" }).click();
  await expect(board).toHaveURL(/\/staff\/sign-in$/);
  await expectNoAxeViolations(board, "staff sign-in");
  expect(await board.evaluate(() => localStorage.getItem("forkful-staff-session"))).toBeNull();
  await board.goto("/staff/orders");
  await expect(board).toHaveURL(/\/staff\/sign-in$/);
});
