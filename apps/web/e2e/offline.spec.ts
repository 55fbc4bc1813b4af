import { MESSAGES } from "@forkful/contracts/messages";
import { expect, test } from "@playwright/test";

test("offline shows the no-internet screen, online shows the app again, Retry reloads", async ({ page, context }) => {
  await page.goto("/");
  const app = page.getByRole("heading", { level: 1, name: "All restaurants" });
  const offline = page.getByRole("heading", { level: 1, name: MESSAGES.offlineTitle });
  await expect(app).toBeVisible();

  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect(page.getByText(MESSAGES.offlineBody)).toBeVisible();
  await expect(app).toBeHidden();

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(app).toBeVisible();

  // The page believes it is offline while the network is in fact back: Retry reloads the page into the app.
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
    window.dispatchEvent(new Event("offline"));
  });
  await expect(offline).toBeVisible();
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Retry" }).click()]);
  await expect(app).toBeVisible();
  await expect(offline).toBeHidden();
});
