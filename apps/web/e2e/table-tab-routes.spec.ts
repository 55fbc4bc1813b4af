/**
 * A table's landing and its tab (issue 13), on a real server: a free table's landing, two diners' rounds placed
 * through the API (the second by the tab's Order more orderId), the tab round by round live as the kitchen moves a
 * dish, Call Waiter answered by staff, a round ordered from the page by name only, and the tab closed to a stranger.
 */
import type { PlacedOrder } from "@forkful/contracts/order-access";
import { joiningTabText, TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { CALL_WAITER_LABEL, WAITER_CALL_WORDS } from "@forkful/contracts/waiter-calls";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import { openCartFromMenu } from "./support/menu-cart";
import {
  acceptOrder,
  acknowledgeWaiterCall,
  type FreeTable,
  freeTabTable,
  moveDish,
  orderRoundViaApi,
  settleTabAtCounter,
  staffToken,
  waiterCalls,
} from "./support/tabs";

test.describe("a table's landing and its tab", () => {
  let table: FreeTable;
  let base: string;
  /** The round that opened the test's tab: paid at the counter afterwards, so the table is free again. */
  let opened: PlacedOrder | null;

  test.beforeEach(async ({ request }, info) => {
    test.setTimeout(120_000);
    table = await freeTabTable(request, info.parallelIndex);
    base = `/${table.restaurant.merchantType}/${table.restaurant.locationSlug}`;
    opened = null;
  });

  test.afterEach(async ({ request }) => {
    if (opened) await settleTabAtCounter(request, table, opened);
  });

  test("a free table lands on its menu and Call Waiter; an unknown table says so with a way back", async ({ page }) => {
    // The table's QR code, as the staff QR sheet shows it: its landing with the table's token.
    await page.goto(table.link);
    await expect(page.getByRole("heading", { level: 1, name: table.tableName })).toBeVisible();
    await expect(page.getByText(table.sectionName).first()).toBeVisible();
    await expect(page.getByTestId("open-tab")).toHaveCount(0);
    await expect(page.getByTestId("table-menu")).toHaveAttribute("href", `${base}/table/${table.tableId}/menu/dinein`);
    await expect(page.getByRole("button", { name: CALL_WAITER_LABEL })).toBeEnabled();

    await page.goto(`${base}/table/NOPE-404?t=a-code-of-no-table`);
    await expect(page.getByText(TAB_REFUSALS.noSuchTable)).toBeVisible();
    await expect(page.getByRole("link", { name: `Back to ${table.restaurant.branchName}` })).toBeVisible();
  });

  test("two diners' rounds on one tab, live as the kitchen moves a dish; the waiter called and on the way; a stranger kept out", async ({
    page,
    browser,
    request,
  }) => {
    const first = await orderRoundViaApi(request, table, "Asha Rao", { quantity: 2 });
    opened = first;
    const second = await orderRoundViaApi(request, table, "Ravi Kumar", { orderId: first.orderId });
    expect(second.orderId).toBe(first.orderId);
    const tabPath = `${base}/table/${table.tableId}/order/${first.orderId}`;

    await test.step("the landing shows the open tab to its diner", async () => {
      await openAsGuest(page, first, table.link);
      await expect(page.getByTestId("open-tab")).toContainText("Your table's tab is open: 2 rounds, 2 diners");
      await expect(page.getByTestId("table-menu")).toHaveAttribute("href", `${tabPath}/menu/dinein`);
      await page.getByRole("link", { name: "Open the tab" }).click();
      await expect(page).toHaveURL(tabPath);
    });

    await test.step("the tab, round by round, with who ordered what", async () => {
      await expect(page.getByRole("heading", { level: 1, name: table.tableName })).toBeVisible();
      const rounds = page.getByTestId("tab-round");
      await expect(rounds).toHaveCount(2);
      await expect(rounds.nth(0)).toContainText(/Round 1 · ordered by Asha Rao/);
      await expect(rounds.nth(1)).toContainText(/Round 2 · ordered by Ravi Kumar/);
      await expect(rounds.nth(0)).toContainText("2×");
      await expect(rounds.nth(0)).toContainText("Sent to the kitchen");
      await expect(page.getByTestId("order-more")).toHaveAttribute("href", `${tabPath}/menu/dinein`);
    });

    const token = await staffToken(request, table);
    await test.step("the kitchen starts a dish: the tab shows it without a reload", async () => {
      const lineId = second.items.find((item) => item.sortOrder === 2)!.lineId;
      await acceptOrder(request, token, first.orderId);
      await moveDish(request, token, first.orderId, lineId, 41);
      await expect(page.getByTestId("tab-round").nth(1)).toContainText("In preparation", { timeout: 15_000 });
    });

    await test.step("Call Waiter: called, then on the way once staff acknowledge it", async () => {
      await page.getByRole("button", { name: CALL_WAITER_LABEL }).click();
      await expect(page.getByText(WAITER_CALL_WORDS.open).first()).toBeVisible();
      await expect(page.getByRole("button", { name: /You can call again in \d+ s/ })).toBeDisabled();
      const call = (await waiterCalls(request, token)).calls.find((c) => c.tableId === table.tableId && c.state === "open");
      expect(call, "staff see the table's call").toBeTruthy();
      await acknowledgeWaiterCall(request, token, call!.callId);
      await expect(page.getByText(WAITER_CALL_WORDS.acknowledged).first()).toBeVisible({ timeout: 10_000 });
    });

    await test.step("someone else cannot read the tab; at the table (its code) they are told whose tab they join", async () => {
      const stranger = await (await browser.newContext()).newPage();
      await stranger.goto(tabPath);
      await expect(stranger.getByText(TAB_REFUSALS.notADiner)).toBeVisible();
      await expect(stranger.getByRole("link", { name: "Order to join" })).toHaveAttribute(
        "href",
        `${base}/table/${table.tableId}/menu/dinein`,
      );
      // Without the table's code: nothing of the table, not even whether a tab is open.
      await stranger.goto(`${base}/table/${table.tableId}`);
      await expect(stranger.getByRole("heading", { name: TABLE_TOKEN_REFUSALS.missing.message })).toBeVisible();
      await expect(stranger.getByTestId("open-tab")).toHaveCount(0);
      await stranger.goto(table.link);
      await expect(stranger.getByTestId("joining-tab")).toHaveText(joiningTabText("Asha"));
      await expect(stranger.getByTestId("open-tab")).toContainText("2 rounds, 2 diners");
      await expect(stranger.getByTestId("open-tab")).not.toContainText("Ravi");
      await expect(stranger.getByRole("link", { name: "Open the tab" })).toHaveCount(0);
      await stranger.context().close();
    });
  });

  test("a diner orders more from the tab by name only, and the round goes on the tab with no payment step", async ({ page, request }) => {
    const first = await orderRoundViaApi(request, table, "Asha Rao");
    opened = first;
    const tabPath = `${base}/table/${table.tableId}/order/${first.orderId}`;
    // Back at the table: its QR code, then the tab.
    await openAsGuest(page, first, table.link);
    await page.goto(tabPath);
    await page.getByTestId("order-more").click();
    await expect(page).toHaveURL(`${tabPath}/menu/dinein`);

    await page.goto(`${tabPath}/menu/dinein/${table.item.slug}`);
    const dialog = page.getByRole("dialog", { name: table.item.itemName });
    await dialog.getByRole("button", { name: /Add to cart/ }).click();
    await expect(dialog).toBeHidden();
    await openCartFromMenu(page);
    await page
      .getByRole("link", { name: /checkout/i })
      .filter({ visible: true })
      .first()
      .click();

    await expect(page.getByLabel("Your name")).toHaveValue("Asha Rao");
    await expect(page.getByLabel(/Mobile/)).toHaveCount(0);
    await expect(page.getByText("Pay at the end — your order goes on the table's tab.")).toBeVisible();
    await page.getByTestId("place-order").filter({ visible: true }).click();

    await expect(page).toHaveURL(tabPath);
    await expect(page.getByTestId("tab-round")).toHaveCount(2);
    await expect(page.getByTestId("tab-round").nth(1)).toContainText(/Round 2 · ordered by Asha Rao/);
  });
});
