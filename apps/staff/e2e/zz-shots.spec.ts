import { test } from "@playwright/test";
import { payAtRestaurantThroughApi } from "../../web/e2e/support/delivery";
import { findPickupTarget, placeOrderThroughApi } from "../../web/e2e/support/orders";
import { DESKTOP, signInToConsole, TABLET } from "./staff-console";

test("shots", async ({ browser, request }) => {
  const target = await findPickupTarget(request);
  const slug = target.restaurant.locationSlug;
  for (const name of ["Ada Lovelace", "Grace Hopper", "Alan Turing"]) {
    const order = await placeOrderThroughApi(request, target, target.item, 2, { fullName: name });
    await payAtRestaurantThroughApi(request, order);
  }
  await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Unpaid Card" });
  for (const [label, size] of [
    ["tablet", TABLET],
    ["desktop", DESKTOP],
  ] as const) {
    const ctx = await browser.newContext({ viewport: size });
    const p = await ctx.newPage();
    await p.goto("/staff/");
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/work/wt/shots/console/sign-in-${label}.png` });
    const board = await signInToConsole(browser, "manager", slug, size);
    await board.waitForTimeout(1000);
    await board.screenshot({ path: `/work/wt/shots/console/board-${label}.png`, fullPage: true });
    await board.getByRole("button", { name: "Accept" }).first().click();
    await board.waitForTimeout(400);
    await board.screenshot({ path: `/work/wt/shots/console/accept-${label}.png` });
  }
});
