/**
 * A manager turns online check-in off for a while from the orders page's Services panel, by keyboard, and the diner's
 * check-in closed page says when it is back; a tap turns it back on and the closed page says the waitlist is open.
 */
import { SERVICE_CLOSED_TEXTS, SERVICES_PANEL_TEXTS } from "@forkful/contracts/services-off";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openPhone, saveShot, signInToConsole, TABLET } from "./staff-console";

const SLUG = "hudson-slice-co-west-village";

test("a manager turns check-in off for 15 minutes and back on; the diner's closed page follows", async ({ browser }) => {
  const page = await signInToConsole(browser, "manager", SLUG, TABLET);
  const panel = page.getByRole("region", { name: SERVICES_PANEL_TEXTS.title });
  const checkin = panel.getByRole("listitem").filter({ hasText: "Check-in" });
  await expect(checkin.getByRole("status")).toHaveText(SERVICES_PANEL_TEXTS.on);

  // By keyboard: focus the first choice of the check-in row and press Enter.
  const offFor15 = checkin.getByRole("group", { name: "Turn check-in off" }).getByRole("button", { name: "Off 15 min" });
  await offFor15.focus();
  await page.keyboard.press("Enter");
  const turnBackOn = checkin.getByRole("button", { name: /^Turn back on/ });
  try {
    await expect(checkin.getByRole("status")).toContainText(/^Off until \d{1,2}:\d{2}/);
    const box = await turnBackOn.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, "orders page with check-in off");
    await saveShot(page, "services-checkin-off");

    const diner = await openPhone(browser);
    await diner.goto(`/checkIn/${SLUG}/closed`);
    await expect(diner.getByText(SERVICE_CLOSED_TEXTS.checkinOff)).toBeVisible();
    await expect(diner.getByTestId("back-at")).toHaveText(/^Back at \d{1,2}:\d{2} [AP]M$/);
    await expectNoAxeViolations(diner, "check-in closed page while check-in is off");
    await saveShot(diner, "services-checkin-closed-page");

    // By touch: tap Turn back on.
    await turnBackOn.tap();
    await expect(checkin.getByRole("status")).toHaveText(SERVICES_PANEL_TEXTS.on);
    await diner.reload();
    await expect(diner.getByText(SERVICE_CLOSED_TEXTS.checkinOff)).toHaveCount(0);
    await expect(diner.getByTestId("back-at")).toHaveCount(0);
    await diner.context().close();
  } finally {
    if (await turnBackOn.isVisible()) await turnBackOn.click();
    await page.context().close();
  }
});
