/** Staff console steps the journeys share: open the console as a role at a screen size, and scan a page with axe. */
import AxeBuilder from "@axe-core/playwright";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { type Browser, expect, type Page } from "@playwright/test";

export const STAFF_PASSWORD = "forkful-kitchen-1";
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A diner's phone: a fresh device (its own storage) at 390 px, used by touch. */
export async function openPhone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, hasTouch: true })).newPage();
}

/** With STAFF_SHOTS=<folder>, the whole page as it is now saved there as `<name>.png`, to be looked at. */
export async function saveShot(page: Page, name: string): Promise<void> {
  const folder = process.env.STAFF_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

const ROLE_PREFIX: Record<Exclude<StaffRole, "owner">, string> = { manager: "manager", kitchen: "kitchen", host: "host" };

/** A fresh device (its own storage) at `viewport`, signed in to the console as `role` of the restaurant. */
export async function signInToConsole(
  browser: Browser,
  role: Exclude<StaffRole, "owner">,
  locationSlug: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 1024 });
  const page = await context.newPage();
  await page.goto("/staff/");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel("User name").fill(`${ROLE_PREFIX[role]}.${locationSlug}`);
  await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  return page;
}

/** axe (WCAG 2.1 A and AA) finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html.slice(0, 120)).join(" | ")}`),
      name,
    )
    .toEqual([]);
}
