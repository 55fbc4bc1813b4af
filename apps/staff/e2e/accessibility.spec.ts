/**
 * Every console screen (issue 26), as each role that may open it, at a tablet (768 px) and a desk (1280 px): axe
 * (WCAG 2.1 A and AA) finds nothing once the screen shows its content. The screens come from the console's own list,
 * so a new screen is scanned without touching this file. With STAFF_SHOTS=<folder> each screen is also saved as a
 * full-page PNG there, to be looked at.
 */
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { expect, type Page, test } from "@playwright/test";
import { payAtRestaurantThroughApi } from "../../web/e2e/support/delivery";
import { findPickupTarget, placeOrderThroughApi } from "../../web/e2e/support/orders";
import { screensOf } from "../src/app/layouts/console-screens";
import { DESKTOP, expectNoAxeViolations, saveShot, signInToConsole, TABLET } from "./staff-console";

const SIZES = [
  ["tablet", TABLET],
  ["desktop", DESKTOP],
] as const;
const ROLES = ["manager", "kitchen", "host"] as const satisfies readonly Exclude<StaffRole, "owner">[];

/** Opens a screen from the console's navigation and waits until it has its heading and nothing is still loading. */
async function openScreen(page: Page, title: string, path: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Screens" })
    .getByRole("link", { name: new RegExp(`^${title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/staff${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("img", { name: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });
}

test("every console screen, for each role that may open it, at a tablet and a desk: axe finds nothing", async ({ browser, request }) => {
  // Three roles, two sizes, up to fifteen screens each.
  test.setTimeout(240_000);
  const target = await findPickupTarget(request);
  const slug = target.restaurant.locationSlug;
  // Orders on the board, so its cards and columns are scanned rather than its empty state.
  for (const fullName of ["Ada Scan", "Grace Scan"]) {
    const order = await placeOrderThroughApi(request, target, target.item, 1, { fullName });
    await payAtRestaurantThroughApi(request, order);
  }

  for (const role of ROLES) {
    const screens = screensOf(role);
    expect(screens.length, `${role} has screens`).toBeGreaterThan(0);
    for (const [label, size] of SIZES) {
      const page = await signInToConsole(browser, role, slug, size);
      for (const screen of screens) {
        await test.step(`${role} · ${screen.title} · ${label}`, async () => {
          await openScreen(page, screen.title, screen.path);
          await expectNoAxeViolations(page, `${screen.title} as ${role} at ${size.width} px`);
          await saveShot(page, `${screen.path.slice(1).replaceAll("/", "-")}-${role}-${label}`);
        });
      }
      await page.context().close();
    }
  }
});
