/**
 * Every route of spec §2 that names a split or a transaction of a table's bill opens a real page of that part (issue
 * 13), on a tab made and split through the API; a part is tipped by whoever pays it and every way to pay it can be
 * tapped on a phone, and a part paid at the counter shows as paid while the diner waits (issue 24); and the tables' QR
 * sheet, the staff console's (issue 26), prints one QR code per table with its code (decision 028).
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { suggestedTips } from "@forkful/contracts/order-totals";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, signInToConsole, TABLET } from "../../staff/e2e/staff-console";
import { allRestaurantDetails } from "./support/api";
import { isMobileProject, openAsGuest } from "./support/auth";
import { collectPartAtCounter, type SplitTab, splitTabThroughApi } from "./support/bills";
import { fillCard, payButton } from "./support/payments";
import { tableQrCodesOf } from "./support/tables";

/** The page shows something of its own (never the not-found page) naming the part. */
async function expectPartPage(page: Page, path: string, text: RegExp) {
  await page.goto(path);
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: MESSAGES.notFoundTitle })).toHaveCount(0);
  expect(new URL(page.url()).pathname, `${path} stayed on its own page`).toBe(path);
}

/** True when a tap at the middle of `target` lands on it (nothing, such as the docked Pay button, lies over it). */
const tappableWhereItIs = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test.describe("a split table bill's routes", () => {
  let tab: SplitTab;
  let collected: boolean;

  test.beforeEach(async ({ request }, info) => {
    test.setTimeout(120_000);
    tab = await splitTabThroughApi(request, info.parallelIndex);
    collected = false;
  });

  // Once the other part is paid by card, the manager takes the first diner's part at the counter: the tab closes and
  // the table is free for the next journey (the demo floors are small).
  test.afterEach(async ({ request }, info) => {
    if (info.status === "passed" && !collected) await collectPartAtCounter(request, tab.table, tab.first.orderId, tab.ownSplitId);
  });

  test("a part is tipped and paid by card on its own page; the table order view, tracker and receipt of a split and of a transaction each show that part; a part paid at the counter shows as paid at once", async ({
    page,
    request,
  }, info) => {
    const { table, first, ownSplitId, otherSplitId, transactionId } = tab;
    const base = `/${table.restaurant.merchantType}/${table.restaurant.locationSlug}`;
    const orderId = first.orderId;
    const atTable = `${base}/table/${table.tableId}/order/${orderId}`;
    const bens = tab.order.tab!.splits.find((s) => s.splitId === otherSplitId)!;
    const currency = table.restaurant.currency;
    const tip = suggestedTips(currency, bens.subtotal).find((s) => s.percent === 10)!.amount;
    await openAsGuest(page, first, `${atTable}/e/splitId/${otherSplitId}`);

    await test.step("a part of the bill and its payment", async () => {
      await expect(page.getByRole("heading", { name: "Pay Ben Ortiz" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Ben Ortiz" })).toBeVisible();
      await expect(payButton(page)).toHaveText(/^Pay /);
    });
    if (isMobileProject(info.project.name))
      await test.step("on a phone, the last way to pay lies clear of the docked Pay button before any scrolling", async () => {
        const last = page.locator("label").filter({ has: page.getByRole("radio", { name: /Pay at the restaurant/ }) });
        await expect(last).toBeVisible();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await tappableWhereItIs(last), "a tap on Pay at the restaurant lands on it").toBe(true);
        const box = (await last.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await expect(page.getByRole("radio", { name: /Pay at the restaurant/ })).toBeChecked();
        await expect(payButton(page)).toHaveText("Confirm — pay at the restaurant");
        await page.getByRole("radio", { name: /^Card/ }).check();
      });
    await test.step("the payer tips the part: its total to pay includes the tip", async () => {
      await page.getByRole("group", { name: "Tip" }).getByRole("button", { name: /^10%/ }).click();
      await expect(page.getByTestId("pay-total").filter({ visible: true })).toHaveText(formatMoney(bens.total + tip, currency));
      await expect(payButton(page)).toHaveText(`Pay ${formatMoney(bens.total + tip, currency)}`);
    });
    await test.step("that part paid by card: Paid, its tip on the bill, with its receipt", async () => {
      await fillCard(page, SANDBOX_TEST_CARDS.approved);
      await payButton(page).click();
      await expect(page.getByRole("status").filter({ hasText: "Paid" })).toContainText("Paid by Visa •••• 4242");
      const paidPart = page.getByRole("region", { name: "Ben Ortiz" });
      await expect(paidPart).toContainText(`Tip${formatMoney(tip, currency)}`);
      await expect(paidPart).toContainText(`Total${formatMoney(bens.total + tip, currency)}`);
      await page.getByRole("link", { name: "Receipt" }).click();
      const receipt = page.getByTestId("receipt");
      await expect(receipt.getByRole("heading", { name: "Receipt — Ben Ortiz" })).toBeVisible();
      await expect(receipt.getByTestId("receipt-payment")).toHaveText("Paid by Visa •••• 4242");
    });
    await test.step("a part to be paid at the restaurant", async () => {
      await expectPartPage(page, `${atTable}/e/splitId/${ownSplitId}`, /To pay at the restaurant/);
      await expect(page.getByRole("region", { name: "Asha Rao" })).toBeVisible();
    });
    await test.step("a transaction of the bill", async () => {
      await expectPartPage(page, `${atTable}/e/transactionId/${transactionId}`, /Payment of Asha Rao/);
    });

    await test.step("the part to pay at the restaurant shows as paid once the manager takes it, without a reload", async () => {
      await page.goto(`${atTable}/e/splitId/${ownSplitId}`);
      await expect(page.getByText("To pay at the restaurant")).toBeVisible();
      await collectPartAtCounter(request, table, orderId, ownSplitId);
      collected = true;
      await expect(page.getByRole("status").filter({ hasText: "Paid" })).toBeVisible();
      await expect(page.getByText("To pay at the restaurant")).toHaveCount(0);
    });

    const suffixes = [`/e/splitId/${ownSplitId}`, `/e/transactionId/${transactionId}`];
    for (const suffix of suffixes) {
      await test.step(`the tracker …${suffix}`, async () => {
        await page.goto(`${base}/tracker/${orderId}${suffix}`);
        const part = page.getByRole("region", { name: "Your order" });
        await expect(part.getByRole("heading", { name: "Asha Rao" })).toBeVisible();
        await expect(part).not.toContainText("Ben Ortiz");
      });
      const receipts = [
        [`${base}/receipt/${orderId}${suffix}`, "Receipt — Asha Rao"],
        [`${base}/receipt/${orderId}${suffix}/orderSummary`, "Order summary — Asha Rao"],
        [`${atTable}/receipt${suffix}`, "Receipt — Asha Rao"],
        [`${atTable}/receipt${suffix}/orderSummary`, "Order summary — Asha Rao"],
        [`${base}/tracker/${orderId}${suffix}/orderSummary`, "Order summary — Asha Rao"],
        [`/receipt/${orderId}${suffix}`, "Receipt — Asha Rao"],
      ] as const;
      for (const [path, title] of receipts) {
        await test.step(path, async () => {
          await page.goto(path);
          const receipt = page.getByTestId("receipt");
          await expect(receipt.getByRole("heading", { name: title })).toBeVisible();
          await expect(receipt).toContainText(`#${tab.order.orderNumber}`);
        });
      }
    }
  });
});

test("the table QR codes are the staff console's: a sign-in first, then one QR code per table, each to its landing with its code", async ({
  browser,
  request,
}, info) => {
  const restaurant = (await allRestaurantDetails(request)).find((r) => r.orderTypes.some((t) => t.menuType === "dinein"))!;
  const sheet = await tableQrCodesOf(request, restaurant.locationSlug);
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  // Nobody signed in: the console's sheet is its sign-in page, and the diners' app has no such page at all.
  const away = await browser.newPage();
  await away.goto("/staff/tables/qr-codes");
  await expect(away).toHaveURL(/\/staff\/sign-in$/);
  await expect(away.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
  await expect(away.getByTestId("table-qr-card")).toHaveCount(0);
  await away.goto(`${base}/tables/qr-codes`);
  await expect(away).toHaveURL("/notFound");
  await away.close();
  // A host (on a tablet, or at a desk) starts on the waitlist and opens the sheet from the screens' links.
  const page = await signInToConsole(browser, "host", restaurant.locationSlug, isMobileProject(info.project.name) ? TABLET : DESKTOP);
  await expect(page).toHaveURL(/\/staff\/waitlist$/);
  await page.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Table QR codes" }).click();
  await expect(page).toHaveURL(/\/staff\/tables\/qr-codes$/);
  await expect(page.getByRole("heading", { name: "Table QR codes", level: 1 })).toBeVisible();
  await expect(page.getByTestId("table-qr-card")).toHaveCount(sheet.tables.length);
  await expect(page.getByTestId("qr-code")).toHaveCount(sheet.tables.length);
  const origin = new URL(page.url()).origin;
  const first = sheet.tables[0]!;
  await expect(page.getByTestId("qr-code").first()).toHaveAttribute("data-value", `${origin}${first.tablePath}`);
  await expect(page.getByTestId("table-qr-card").first()).toContainText(restaurant.merchantName);
  await expect(page.getByRole("button", { name: "Print all" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print this card" })).toHaveCount(sheet.tables.length);
  await expectNoAxeViolations(page, "table QR codes");
  await page.context().close();
  // The kitchen is not offered the sheet (the server refuses it the call, 403) and is sent to its own screen.
  const kitchen = await signInToConsole(browser, "kitchen", restaurant.locationSlug, DESKTOP);
  await expect(kitchen.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Table QR codes" })).toHaveCount(0);
  await kitchen.goto("/staff/tables/qr-codes");
  await expect(kitchen).toHaveURL(/\/staff\/orders$/);
  await expect(kitchen.getByTestId("table-qr-card")).toHaveCount(0);
  await kitchen.context().close();
});
