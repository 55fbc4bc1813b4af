/**
 * An owner of several restaurants (issue 26): signs in at a desk (1280 px), reads today's figures and the chart of
 * orders and revenue by hour, switches to their other restaurant from the header and reads its name and figures.
 * chart.js comes with the Today screen only: the console's first load does not fetch it.
 */
import { API_BASE_PATH } from "@forkful/contracts/api";
import { DAY_TEXTS, staffDayAnswerSchema } from "@forkful/contracts/day-at-a-glance";
import { STAFF_APP_PATH } from "@forkful/contracts/staff-console";
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, STAFF_PASSWORD } from "./staff-console";

const OWNER = "owner.new-york";

/**
 * The orders the server counts today at the restaurant the owner is at, with the console's own session. How many there
 * are depends on the hour (the demo's orders of earlier today start at the restaurant's midnight) and on the journeys
 * before this one, so the screen is held to the server's figure, and the chart to whether there are any.
 */
async function serverCountsToday(page: Page): Promise<number> {
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem("forkful-staff-session")))!) as { accessToken: string };
  const answer = await page.request.get(`${API_BASE_PATH}/staff/day`, {
    headers: { authorization: `Bearer ${session.accessToken}`, "x-app-version": "v2" },
  });
  expect(answer.status()).toBe(200);
  return staffDayAnswerSchema.parse(await answer.json()).days[0]!.figures.orders;
}

async function expectTheHours(page: Page, orders: number) {
  if (orders > 0) await expect(page.getByRole("img", { name: /Orders and revenue by hour/ })).toBeVisible();
  else await expect(page.getByText(DAY_TEXTS.noOrders)).toBeVisible();
}

/** The Today screen's tiles of the restaurant the owner is at, and its number of orders. */
async function hereToday(page: Page): Promise<{ branch: string; orders: number }> {
  const heading = page.getByRole("heading", { level: 2, name: /\(you are here\)$/ });
  await expect(heading).toBeVisible();
  const branch = (await heading.textContent())!.replace("(you are here)", "").trim();
  const tiles = page.getByRole("region", { name: new RegExp(`^${branch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
  const orders = Number(
    await tiles
      .locator("dt", { hasText: /^Orders$/ })
      .locator("+ dd")
      .textContent(),
  );
  return { branch, orders };
}

test("an owner reads today at one restaurant, switches to the other and reads its figures", async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const chartFiles: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/charts-[^/]+\.js$/.test(request.url())) chartFiles.push(request.url());
  });
  await page.goto(`${STAFF_APP_PATH}/`);
  await page.getByLabel("User name").fill(OWNER);
  await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText("Demo owner · Owner")).toBeVisible();
  expect(chartFiles, "chart.js is not in the console's first load").toEqual([]);

  const switcher = page.getByLabel("Restaurant");
  await expect(switcher.locator("option")).toHaveCount(2);
  await page.getByRole("navigation", { name: "Screens" }).getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/\/staff\/today$/);
  await expect(page.getByRole("heading", { name: "Today at a glance", level: 1 })).toBeVisible();
  const first = await hereToday(page);
  const other = (await switcher.locator("option:not(:checked)").textContent())!;
  // Every restaurant of theirs has its row; today's orders as the server counts them, drawn and listed by hour.
  await expect(page.getByRole("heading", { level: 2, name: other, exact: true })).toBeVisible();
  const firstCount = await serverCountsToday(page);
  expect(first.orders).toBe(firstCount);
  await expectTheHours(page, firstCount);
  expect(chartFiles.length, "the Today screen brought chart.js").toBeGreaterThan(0);
  if (firstCount > 0) {
    await page.getByText("The hours as a table").click();
    await expect(page.getByRole("table", { name: "Orders and revenue by hour" }).getByRole("row")).not.toHaveCount(1);
  }
  await expectNoAxeViolations(page, "today at a glance");

  // The other restaurant: a new session there; the console starts afresh at it.
  await switcher.selectOption({ label: other });
  await expect(page.getByRole("heading", { level: 2, name: `${other} (you are here)` })).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText(other);
  const second = await hereToday(page);
  expect(second.branch).toBe(other);
  expect(second.branch).not.toBe(first.branch);
  const secondCount = await serverCountsToday(page);
  expect(second.orders).toBe(secondCount);
  await expectTheHours(page, secondCount);
  await context.close();
});
