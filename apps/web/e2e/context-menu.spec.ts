import { expect, test } from "@playwright/test";

test("the right-click context menu is disabled", async ({ page }) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await page.evaluate(() => {
    window.addEventListener("contextmenu", (event) => {
      document.body.dataset.contextMenuPrevented = String(event.defaultPrevented);
    });
  });
  await heading.click({ button: "right" });
  await expect(page.locator("body")).toHaveAttribute("data-context-menu-prevented", "true");
});
