/**
 * Short links (issue 15): staff make one for their menu and print its QR code; a diner opening the printed link lands
 * on the menu in the same tab; an expired link says 'Link expired..'; an id without a digit opens that restaurant.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { SHORT_LINK_REFUSALS } from "@forkful/contracts/short-links";
import { expect, test } from "@playwright/test";
import QRCode from "qrcode";
import { restaurantBySlug } from "./support/api";
import { staffToken } from "./support/orders";
import { expireShortLink, makeShortLink, shortLinkQr } from "./support/short-links";

const SAKURA = "sakura-street-ramen-japantown";

test("a diner opens the printed QR code's link and lands on the restaurant's pickup menu", async ({ page, request }) => {
  const token = await staffToken(request, SAKURA);
  const restaurant = await restaurantBySlug(request, SAKURA);
  const link = await makeShortLink(request, token, { kind: "menu", menuType: "pickup", label: "Counter card" });
  expect(link.id).toMatch(/\d/);
  expect(link.target).toBe(`/${restaurant.merchantType}/${SAKURA}/menu/pickup`);

  const qr = await shortLinkQr(request, token, link);
  expect(qr.type).toContain("image/svg+xml");
  // The SVG holds the QR code of the link's whole URL, as the qrcode library draws it.
  expect(qr.svg).toBe(await QRCode.toString(link.url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }));

  await page.goto("/");
  await page.goto(link.url);
  await expect(page).toHaveURL(link.target);
  await expect(page.getByRole("heading", { level: 1, name: restaurant.merchantName })).toBeVisible();
  // The link replaced itself: going back leaves the restaurant for the page before, not the link.
  await page.goBack();
  await expect(page).toHaveURL("/");
});

test("an expired link says 'Link expired..' and leads on to the restaurants", async ({ page, request }) => {
  const token = await staffToken(request, SAKURA);
  const link = await makeShortLink(request, token, { kind: "restaurant", label: "Old flyer" });
  await expireShortLink(request, token, link.id);
  await page.goto(`/${link.id}`);
  await expect(page.getByRole("heading", { level: 1, name: MESSAGES.linkExpired })).toBeVisible();
  await expect(page).toHaveURL(`/${link.id}`);
  await page.getByRole("link", { name: "Browse restaurants" }).click();
  await expect(page).toHaveURL("/");
});

test("an id without a digit opens that restaurant's details", async ({ page, request }) => {
  const restaurant = await restaurantBySlug(request, SAKURA);
  await page.goto(`/${SAKURA}`);
  await expect(page).toHaveURL(`/restaurant/${SAKURA}/details`);
  await expect(page.getByRole("heading", { level: 1, name: restaurant.merchantName })).toBeVisible();
});

test("the demo link /ramen7 opens Sakura Street Ramen, the demo's expired /gone2025 says so, and /pizza99 was never made", async ({
  page,
  request,
}) => {
  const restaurant = await restaurantBySlug(request, SAKURA);
  await page.goto("/ramen7");
  await expect(page).toHaveURL(`/${restaurant.merchantType}/${SAKURA}`);
  await expect(page.getByRole("heading", { level: 1, name: restaurant.merchantName })).toBeVisible();
  await page.goto("/gone2025");
  await expect(page.getByRole("heading", { level: 1, name: MESSAGES.linkExpired })).toBeVisible();
  await page.goto("/pizza99");
  await expect(page.getByRole("heading", { level: 1, name: SHORT_LINK_REFUSALS.neverMade })).toBeVisible();
  await expect(page.getByText(MESSAGES.linkExpired)).toHaveCount(0);
});
