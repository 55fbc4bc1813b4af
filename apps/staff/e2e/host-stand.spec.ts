/**
 * A service at the host stand: a diner joins the waitlist on a phone, the host's tablet shows the party live, the host
 * tells them their table is ready and seats them, and the diner's page follows; a diner at a table calls the waiter and
 * the host acknowledges it on the Calls screen, and the diner reads that a waiter is on the way.
 */
import { CALL_WAITER_LABEL, WAITER_CALL_WORDS } from "@forkful/contracts/waiter-calls";
import { expect, test } from "@playwright/test";
import { openAsGuest } from "../../web/e2e/support/auth";
import { freeTabTable, orderRoundViaApi, settleTabAtCounter } from "../../web/e2e/support/tabs";
import { clearTheLine, hostToken, openWaitlists, partyPhone } from "../../web/e2e/support/waitlist";
import { expectNoAxeViolations, signInToConsole, TABLET } from "./staff-console";

test("the host stand: a party joins the line live, is told its table is ready and seated; a table's call for the waiter acknowledged", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [restaurant] = await openWaitlists(request);
  expect(restaurant, "a seeded restaurant taking online check-ins now").toBeTruthy();
  const slug = restaurant!.locationSlug;
  const base = `/${restaurant!.merchantType}/${slug}`;
  await clearTheLine(request, await hostToken(request, slug));

  // The host's tablet (768 px), open on the waitlist before the party exists.
  const host = await signInToConsole(browser, "host", slug, TABLET);
  await expect(host).toHaveURL(/\/staff\/waitlist$/);
  await expect(host.getByRole("heading", { name: "In line (0)" })).toBeVisible();
  await expectNoAxeViolations(host, "waitlist");

  // A diner joins the line on a phone (390 px).
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  await phone.goto(`${base}/checkin`);
  await phone.getByLabel("Full name").fill("Hedy Lamarr");
  const mobile = partyPhone(restaurant!, 11);
  await phone.getByLabel("Country code").selectOption(mobile.countryCode);
  await phone.getByRole("textbox", { name: "Mobile number" }).fill(mobile.national);
  await phone.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(phone.getByText("You're #1 in line")).toBeVisible();

  // It reaches the host's tablet without a reload.
  const party = host.getByRole("listitem", { name: /Hedy Lamarr/ });
  await expect(party).toBeVisible();
  await expect(party).toContainText("#1 Hedy Lamarr · 2 guests");

  // The host tells them their table is ready, holding a table: the diner's page says so.
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

  // Seated at the table it holds: it leaves the line for the seated, the table is occupied, the diner's page follows.
  await party.getByRole("button", { name: "Seat", exact: true }).click();
  const seat = host.getByRole("dialog", { name: "Seat Hedy Lamarr (2)" });
  await expect(seat.getByRole("button", { name: `${tableLabel} · 2 seats (held)`, exact: false })).toHaveAttribute("aria-pressed", "true");
  await seat.getByRole("button", { name: "Seat", exact: true }).click();
  await expect(party).toHaveCount(0);
  await expect(host.getByRole("region", { name: /^Seated/ })).toContainText(`Hedy Lamarr · 2 at ${tableLabel}`);
  await expect(phone.getByText("Seated", { exact: false }).first()).toBeVisible();

  // Today's reservations, axe-clean.
  await host.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Reservations" }).click();
  await expect(host).toHaveURL(/\/staff\/reservations$/);
  await expect(host.getByRole("heading", { level: 2 })).toContainText(/reservation/);
  await expectNoAxeViolations(host, "reservations");

  // A diner at a table of a dine-in restaurant calls the waiter; its host acknowledges it on the Calls screen.
  const tab = await freeTabTable(request, 0);
  const round = await orderRoundViaApi(request, tab, "Ada Caller");
  const tabHost = tab.restaurant.locationSlug === slug ? host : await signInToConsole(browser, "host", tab.restaurant.locationSlug, TABLET);
  await tabHost
    .getByRole("navigation", { name: "Screens" })
    .getByRole("link", { name: /^Calls/ })
    .click();
  await expect(tabHost).toHaveURL(/\/staff\/calls$/);
  const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })).newPage();
  // The diner scanned the table's QR code (its landing with the table's code), then opens the tab.
  await openAsGuest(diner, round, tab.link);
  await diner.goto(`/${tab.restaurant.merchantType}/${tab.restaurant.locationSlug}/table/${tab.tableId}/order/${round.orderId}`);
  await diner.getByRole("button", { name: CALL_WAITER_LABEL }).click();
  await expect(diner.getByText(WAITER_CALL_WORDS.open).first()).toBeVisible();
  const call = tabHost.getByRole("listitem", { name: `${tab.tableName}: ${WAITER_CALL_WORDS.open}` });
  await expect(call).toBeVisible();
  await expect(tabHost.getByRole("link", { name: /^Calls \d+ waiting$/ })).toBeVisible();
  await expectNoAxeViolations(tabHost, "calls");
  // Earlier parties at this table may have left acknowledged calls on the list: this one joins them.
  const acknowledged = tabHost.getByRole("listitem", { name: `${tab.tableName}: ${WAITER_CALL_WORDS.acknowledged}` });
  const acknowledgedBefore = await acknowledged.count();
  await call.getByRole("button", { name: "Acknowledge" }).click();
  await expect(call).toHaveCount(0);
  await expect(acknowledged).toHaveCount(acknowledgedBefore + 1);
  await expect(diner.getByText(WAITER_CALL_WORDS.acknowledged).first()).toBeVisible({ timeout: 15_000 });

  await settleTabAtCounter(request, tab, round);
});
