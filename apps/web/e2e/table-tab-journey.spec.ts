/**
 * Issue 13's journey: one table, three browser contexts. The manager prints the table's QR code from the staff console
 * (its link carries the table's token, decision 028); someone opening the table without it is asked to scan; two
 * diners on their own phones scan it and each order a round onto the one tab (by name only), the second told whose
 * table they join; one calls the waiter and staff acknowledge it;
 * the kitchen moves every dish 41 → 42, each ticket to 43 (KOT Ready) and serves them (59); the bill is split by diner;
 * one diner pays their part by card, the other at the restaurant (recorded by staff); each part has its own receipt
 * and the tab ends paid in full, with no Call Waiter left on it.
 */
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { joiningTabText, TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import { CALL_WAITER_LABEL, WAITER_CALL_WORDS } from "@forkful/contracts/waiter-calls";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DESKTOP, signInToConsole } from "../../staff/e2e/staff-console";
import { openCartFromMenu } from "./support/menu-cart";
import { choosePaymentMethod, fillCard, payButton } from "./support/payments";
import {
  acceptOrder,
  acknowledgeWaiterCall,
  type FreeTable,
  freeTabTable,
  moveDish,
  moveTicket,
  staffCall,
  staffToken,
  waiterCalls,
} from "./support/tabs";

const TAB_PATH = /\/table\/[^/]+\/order\/([0-9a-f-]{36})$/;
const PART_PATH = /\/e\/splitId\/([0-9a-f-]{36})$/;

/** A diner's own phone: a fresh browser context at the project's width. */
async function dinerPhone(browser: Browser): Promise<Page> {
  const { viewport, hasTouch } = test.info().project.use;
  return (await browser.newContext({ viewport, hasTouch })).newPage();
}

/** From the table's landing: the menu, the table's dish, the cart, the table checkout by name only, Send to the kitchen. */
async function orderARound(page: Page, table: FreeTable, landing: string, fullName: string): Promise<string> {
  await page.goto(landing);
  const menuLink = page.getByTestId("table-menu");
  const menuPath = await menuLink.getAttribute("href");
  await menuLink.click();
  await expect(page).toHaveURL(menuPath!);
  await page.goto(`${menuPath}/${table.item.slug}`);
  const dialog = page.getByRole("dialog", { name: table.item.itemName });
  await dialog.getByRole("button", { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  await openCartFromMenu(page);
  await page
    .getByRole("link", { name: /checkout/i })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByLabel("Your name").fill(fullName);
  await expect(page.getByText("Pay at the end — your order goes on the table's tab.")).toBeVisible();
  await page.getByTestId("place-order").filter({ visible: true }).click();
  await expect(page).toHaveURL(TAB_PATH);
  return page.url().match(TAB_PATH)![1]!;
}

/**
 * The manager at the counter (1280 px): the floor plan shows the table paying; the order's detail on the board shows
 * the split bill's parts, Ravi's waiting at the counter; "Mark paid" closes the bill, and the table is free again.
 */
async function takeThePartAtTheCounter(staff: Page, token: string, orderId: string, tableName: string) {
  const screens = staff.getByRole("navigation", { name: "Screens" });
  await screens.getByRole("link", { name: /^Waitlist/ }).click();
  await expect(staff.getByRole("button", { name: `${tableName}: Paying` })).toBeVisible();
  const { orderNumber } = await staffCall<{ orderNumber: string }>(staff.request, token, "GET", `/staff/orders/${orderId}`);
  await screens.getByRole("link", { name: /^Orders/ }).click();
  await staff
    .getByRole("button", { name: new RegExp(`^#${orderNumber}\\b`) })
    .first()
    .click();
  const parts = staff.getByRole("dialog", { name: `Order #${orderNumber}` }).getByRole("region", { name: "Split bill" });
  await expect(parts.getByRole("listitem", { name: "Asha Rao" })).toContainText("Paid by card");
  const ravis = parts.getByRole("listitem", { name: "Ravi Kumar" });
  await expect(ravis).toContainText("Paying at the counter");
  await ravis.getByRole("button", { name: "Mark paid" }).click();
  await expect(parts.getByRole("heading", { name: "Bill closed" })).toBeVisible();
  await expect(ravis).toContainText("Paid at the counter");
  await staff.keyboard.press("Escape");
  await screens.getByRole("link", { name: /^Waitlist/ }).click();
  await expect(staff.getByRole("button", { name: `${tableName}: Free` })).toBeVisible();
}

test("one table, two phones and the staff: rounds on one tab, the waiter, the kitchen, a split by diner paid two ways", async ({
  page: asha,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const table = await freeTabTable(asha.request, info.parallelIndex);
  const base = `/${table.restaurant.merchantType}/${table.restaurant.locationSlug}`;

  const { staff, landing } =
    await test.step("the manager signs in to the console and prints the table's code: it links to the table's landing", async () => {
      const staff = await signInToConsole(browser, "manager", table.restaurant.locationSlug, DESKTOP);
      await staff.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Table QR codes" }).click();
      await expect(staff).toHaveURL(/\/staff\/tables\/qr-codes$/);
      const card = staff.getByTestId("table-qr-card").filter({ hasText: table.tableName });
      const url = await card.getByTestId("qr-code").getAttribute("data-value");
      expect(url).toBe(`${new URL(staff.url()).origin}${table.link}`);
      expect(url).toMatch(new RegExp(`${base}/table/${table.tableId}\\?t=[A-Za-z0-9_-]{40,}$`));
      const { pathname, search } = new URL(url!);
      return { staff, landing: `${pathname}${search}` };
    });
  const token = await staffToken(staff.request, table);

  await test.step("someone who opens the table without its code is asked to scan it, and learns nothing of the table", async () => {
    const away = await dinerPhone(browser);
    await away.goto(`${base}/table/${table.tableId}`);
    await expect(away.getByRole("heading", { name: TABLE_TOKEN_REFUSALS.missing.message })).toBeVisible();
    await expect(away.getByTestId("table-menu")).toHaveCount(0);
    await expect(away.getByRole("button", { name: CALL_WAITER_LABEL })).toHaveCount(0);
    await away.context().close();
  });

  const orderId = await test.step("Asha scans it and orders the first round: it opens the tab", async () => {
    const id = await orderARound(asha, table, landing, "Asha Rao");
    await expect(asha.getByTestId("tab-round")).toHaveCount(1);
    await expect(asha.getByTestId("tab-round").first()).toContainText(/Round 1 · ordered by Asha Rao/);
    return id;
  });
  const tabPath = `${base}/table/${table.tableId}/order/${orderId}`;

  const ravi = await dinerPhone(browser);
  await test.step("Ravi scans the same table, is told whose table he joins, and orders the second round onto it", async () => {
    await ravi.goto(landing);
    await expect(ravi.getByTestId("joining-tab")).toHaveText(joiningTabText("Asha"));
    await expect(ravi.getByTestId("open-tab")).toContainText("1 round, 1 diner");
    expect(await orderARound(ravi, table, landing, "Ravi Kumar")).toBe(orderId);
    await expect(ravi.getByTestId("tab-round")).toHaveCount(2);
    await expect(ravi.getByTestId("tab-round").nth(1)).toContainText(/Round 2 · ordered by Ravi Kumar/);
    // Asha's phone shows Ravi's round without a reload.
    await expect(asha.getByTestId("tab-round")).toHaveCount(2, { timeout: 15_000 });
  });

  await test.step("Asha calls the waiter; staff see the call and acknowledge it: on the way", async () => {
    await asha.getByRole("button", { name: CALL_WAITER_LABEL }).click();
    await expect(asha.getByText(WAITER_CALL_WORDS.open).first()).toBeVisible();
    const call = (await waiterCalls(staff.request, token)).calls.find((c) => c.tableId === table.tableId && c.state === "open");
    expect(call, "staff see the table's call").toBeTruthy();
    await acknowledgeWaiterCall(staff.request, token, call!.callId);
    await expect(asha.getByText(WAITER_CALL_WORDS.acknowledged).first()).toBeVisible({ timeout: 15_000 });
  });

  await test.step("the kitchen: every dish 41 → 42, each ticket 43 (KOT Ready), then served (59)", async () => {
    await acceptOrder(staff.request, token, orderId);
    const tickets = await staffCall<{ tickets: { orderId: string; sortOrder: number; items: { lineId: number }[] }[] }>(
      staff.request,
      token,
      "GET",
      "/staff/kitchen/tickets",
    );
    const ours = tickets.tickets.filter((t) => t.orderId === orderId);
    expect(ours.map((t) => t.sortOrder)).toEqual([1, 2]);
    for (const ticket of ours) for (const dish of ticket.items) await moveDish(staff.request, token, orderId, dish.lineId, 41);
    await expect(ravi.getByTestId("tab-round").nth(1)).toContainText("In preparation", { timeout: 15_000 });
    for (const ticket of ours) for (const dish of ticket.items) await moveDish(staff.request, token, orderId, dish.lineId, 42);
    for (const ticket of ours) await moveTicket(staff.request, token, orderId, ticket.sortOrder, 43);
    await expect(ravi.getByTestId("tab-round").nth(1)).toContainText("KOT Ready", { timeout: 15_000 });
    for (const ticket of ours) for (const dish of ticket.items) await moveDish(staff.request, token, orderId, dish.lineId, 59);
    await expect(asha.getByTestId("tab-round").nth(0)).toContainText("Served", { timeout: 15_000 });
    await expect(ravi.getByTestId("tab-round").nth(1)).toContainText("Served", { timeout: 15_000 });
  });

  await test.step("Asha splits the bill by diner: one part each, hers first", async () => {
    await asha.getByRole("button", { name: "Split the bill" }).click();
    await asha.getByRole("radio", { name: /By diner/ }).check();
    await asha.getByRole("button", { name: "Split the bill" }).click();
    await expect(asha.getByRole("article", { name: "Asha Rao (your part)" })).toBeVisible();
    await expect(asha.getByRole("article", { name: "Ravi Kumar" })).toBeVisible();
  });

  await test.step("Asha pays her part by card and opens its receipt", async () => {
    await asha.getByRole("article", { name: "Asha Rao (your part)" }).getByRole("link", { name: "Pay this part" }).click();
    await fillCard(asha, SANDBOX_TEST_CARDS.approved);
    await payButton(asha).click();
    await expect(asha.getByRole("status").filter({ hasText: "Paid" })).toContainText("Visa •••• 4242");
    await asha.getByRole("link", { name: "Receipt" }).click();
    await expect(asha.getByTestId("receipt").getByRole("heading", { name: "Receipt — Asha Rao" })).toBeVisible();
  });

  await test.step("Ravi pays his part at the restaurant; staff record it; his receipt", async () => {
    await ravi.goto(tabPath);
    const part = ravi.getByRole("article", { name: "Ravi Kumar (your part)" });
    await part.getByRole("link", { name: "Pay this part" }).click();
    await expect(ravi).toHaveURL(PART_PATH);
    await choosePaymentMethod(ravi, /Pay at the restaurant/);
    await ravi.getByRole("button", { name: "Confirm — pay at the restaurant" }).filter({ visible: true }).first().click();
    await expect(ravi.getByText("To pay at the restaurant")).toBeVisible();
    // Asha watches the tab while the last part is taken: it is still open, so the waiter can still be called.
    await asha.goto(tabPath);
    await expect(asha.getByTestId("call-waiter")).toBeVisible();
    await takeThePartAtTheCounter(staff, token, orderId, table.tableName);
    await ravi.reload();
    await expect(ravi.getByRole("status").filter({ hasText: "Paid" })).toBeVisible();
    await ravi.getByRole("link", { name: "Receipt" }).click();
    await expect(ravi.getByTestId("receipt").getByRole("heading", { name: "Receipt — Ravi Kumar" })).toBeVisible();
  });

  await test.step("every part paid: without a reload the tab is paid in full, with a receipt per part, and no Call Waiter", async () => {
    await expect(asha.getByRole("heading", { name: /Paid in full/ })).toBeVisible({ timeout: 15_000 });
    await expect(asha).toHaveURL(tabPath);
    await expect(asha.getByRole("link", { name: /Receipt/ })).toHaveCount(2);
    await expect(asha.getByTestId("call-waiter")).toHaveCount(0);
  });

  await ravi.context().close();
  await staff.context().close();
});
