import { formatDistance } from "@forkful/contracts/distance";
import { expect, test } from "@playwright/test";
import { addressesOf, chooseSuggestion, dragPin, findDeliveryTarget, pinOn, placesFor, saveAddressAt } from "./support/addresses";
import { createAccount, openSignedIn, pageToken } from "./support/auth";
import { dinerPhone, orderById } from "./support/orders";
import { onPaymentPage } from "./support/payments";
import { scheduleFor } from "./support/schedule";

test("a diner keeps delivery addresses: added by typing and moving the pin, edited, made default, deleted", async ({ page, request }) => {
  const account = await createAccount(request, { fullName: "Address Diner" });
  await openSignedIn(page, account, "/account/DeliveryAddress");
  await expect(page.getByText("No saved addresses yet")).toBeVisible();

  await page.getByRole("button", { name: "Add an address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await chooseSuggestion(page, "12 CMH Road", /12 CMH Road/);
  await expect(pinOn(page)).toBeVisible();
  await expect(page.getByTestId("pin-note")).toHaveText(/Drag the pin to your door/);
  await expect(form.getByLabel("City")).toHaveValue("Bengaluru");
  const [suggested] = await placesFor(request, "12 CMH Road");

  await dragPin(page, 60, 40);
  await expect(page.getByTestId("pin-note")).toHaveText(/Pin moved: the courier comes here\./);
  await form.getByLabel("Apartment, floor (optional)").fill("Flat 4B");
  await form.getByRole("button", { name: "Home" }).click();
  await form.getByRole("button", { name: "Save address" }).click();

  const book = page.getByRole("list", { name: "Saved addresses" });
  await expect(book.getByTestId("saved-address")).toHaveCount(1);
  await expect(book).toContainText("12 CMH Road, Flat 4B, Bengaluru");
  await expect(book).toContainText("Default");
  const [home] = await addressesOf(request, account);
  // The pin is the truth: what is saved is where it was dropped (south-east of the suggestion), not the suggestion.
  expect(home).toMatchObject({ tag: "Home", addressLine2: "Flat 4B", isDefault: true });
  expect(home!.lat).toBeLessThan(suggested!.lat);
  expect(home!.lng).toBeGreaterThan(suggested!.lng);

  // A second address, its pin moved from the keyboard (Shift+Arrow: about 110 m), then edited, made the default, and
  // the first one deleted.
  await page.getByRole("button", { name: "Add an address" }).click();
  await chooseSuggestion(page, "200 Sampige Road", /200 Sampige Road/);
  const [sampige] = await placesFor(request, "200 Sampige Road");
  await pinOn(page).focus();
  await page.keyboard.press("Shift+ArrowUp");
  await expect(page.getByTestId("pin-note")).toHaveText(/Pin moved: the courier comes here\./);
  await page.getByRole("form", { name: "New address" }).getByRole("button", { name: "Work" }).click();
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(book.getByTestId("saved-address")).toHaveCount(2);
  const work = (await addressesOf(request, account)).find((a) => a.tag === "Work");
  expect(work!.lat - sampige!.lat).toBeCloseTo(0.001, 5);
  expect(work!.lng).toBeCloseTo(sampige!.lng, 5);

  await book.getByRole("button", { name: /^Edit 200 Sampige Road/ }).click();
  const edit = page.getByRole("form", { name: "Edit address" });
  await edit.getByLabel("Landmark (optional)").fill("Opposite the temple");
  await edit.getByRole("button", { name: "Save address" }).click();
  await expect(book).toContainText("200 Sampige Road, Opposite the temple, Bengaluru");
  await book.getByRole("button", { name: /^Make 200 Sampige Road.* my default$/ }).click();
  await expect(book.getByTestId("saved-address").first()).toContainText("Work");
  await expect(book.getByTestId("saved-address").first()).toContainText("Default");

  await book.getByRole("button", { name: /^Delete 12 CMH Road/ }).click();
  await book
    .getByRole("group", { name: /Delete Home\?/ })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(book.getByTestId("saved-address")).toHaveCount(1);
  await expect(book).not.toContainText("12 CMH Road");
  expect((await addressesOf(request, account)).map((a) => a.addressLine3)).toEqual(["Opposite the temple"]);
});

test("an address beyond the restaurant's reach is refused in the address form (kept for later, never chosen) and at checkout; a near one shows the fee and the order is placed", async ({
  page,
  request,
}) => {
  const target = await findDeliveryTarget(request);
  const { restaurant, item } = target;
  const account = await createAccount(request, { fullName: "Far Diner" });
  const near = await saveAddressAt(request, account, target.near, { tag: "Home" });
  await saveAddressAt(request, account, target.far, { tag: "Work", isDefault: true });

  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  await openSignedIn(page, account, `${base}/menu/delivery/${item.slug}`);
  for (let added = 0; added < target.quantity; added++) {
    if (added > 0) await page.goto(`${base}/menu/delivery/${item.slug}`);
    const dialog = page.getByRole("dialog", { name: item.itemName });
    await dialog.getByRole("button", { name: /Add to cart/ }).click();
    await expect(dialog).toBeHidden();
  }
  await page.goto(`${base}/checkOut`);
  await page.getByRole("radio", { name: /Delivery/ }).check();

  // The default (far) address is chosen first and refused at once, saying how far and what to do.
  const verdict = page.getByTestId("delivery-verdict");
  await expect(verdict).toContainText(`delivers within ${formatDistance(6, restaurant.country)}`);
  await expect(verdict).toContainText("Choose a closer address, or order for pickup.");
  await expect(verdict.getByRole("button", { name: "Switch to pickup" })).toBeVisible();
  const place = page
    .getByRole("button", { name: /Continue to payment/ })
    .filter({ visible: true })
    .first();
  await expect(place).toBeDisabled();
  // No fee is shown for an address the restaurant does not deliver to: the totals say why instead.
  const orderTotal = page.getByRole("region", { name: "Order total" }).filter({ visible: true });
  await expect(orderTotal).toContainText("Choose a closer address, or order for pickup.");
  await expect(orderTotal).not.toContainText("Delivery fee");

  const nearChoice = page.getByRole("radio", { name: /12 CMH Road|12 Chapel Road/ });
  await nearChoice.check();
  await expect(verdict).toContainText(/away · (Delivery fee|Free delivery)/);
  await expect(orderTotal).toContainText("Delivery fee");

  // A new address beyond the reach is refused in the form itself, before anything is saved or chosen: no fee for it.
  await page.getByRole("button", { name: "Add a new address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await chooseSuggestion(page, target.far, new RegExp(target.far));
  const refusal = form.getByRole("alert");
  await expect(refusal).toContainText(`delivers within ${formatDistance(6, restaurant.country)}`);
  await expect(refusal).toBeInViewport();
  await expect(form.getByRole("button", { name: "Save and deliver here" })).toHaveCount(0);
  await expect(form.getByRole("checkbox", { name: "Make this my default" })).toHaveCount(0);
  await expect(form).not.toContainText(/Delivery fee/);
  // Kept for later: saved to the account, not the default, and the near address stays the order's.
  await form.getByRole("button", { name: "Save for later" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("address-kept")).toContainText("not chosen for this order");
  await expect(nearChoice).toBeChecked();
  await expect(verdict).toContainText(/away · (Delivery fee|Free delivery)/);
  const kept = (await addressesOf(request, account)).find((a) => a.tag === "Custom");
  expect(kept).toMatchObject({ isDefault: false });
  expect(kept!.addressLine1).toContain(target.far);

  if (!target.slots.asapAvailable) {
    await page.getByRole("radio", { name: /Schedule/ }).check();
    await scheduleFor(page, target.slots.slots[0]!, restaurant.timeZoneCd);
  }
  await expect(place).toBeEnabled();
  await place.click();

  const orderId = await onPaymentPage(page);
  const order = await orderById(request, orderId, account.accessToken);
  expect(order.address).toMatchObject({ addressLine1: `${near.addressLine1}, ${near.city}`, lat: near.lat, lng: near.lng });
  expect(order.totals.deliveryFee).toBe(restaurant.deliverySettings.feeBands[0]?.fee ?? restaurant.deliverySettings.deliveryFee);
});

test("a guest writes and pins the address at checkout: it is checked at once and the order carries the pin", async ({ page, request }) => {
  const target = await findDeliveryTarget(request);
  const { restaurant, item } = target;
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  for (let added = 0; added < target.quantity; added++) {
    await page.goto(`${base}/menu/delivery/${item.slug}`);
    const dialog = page.getByRole("dialog", { name: item.itemName });
    await dialog.getByRole("button", { name: /Add to cart/ }).click();
    await expect(dialog).toBeHidden();
  }
  await page.goto(`${base}/checkOut`);
  await page.getByRole("radio", { name: /Delivery/ }).check();
  await page.getByLabel("Full name").fill("Guest Diner");
  const phone = dinerPhone(restaurant);
  await page.getByLabel("Country code").selectOption(phone.countryCode);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(phone.national);

  const form = page.getByRole("form", { name: "Where should we deliver?" });
  await expect(form.getByRole("button", { name: "Home" })).toHaveCount(0); // a guest's address is not saved: no label
  // Beyond the restaurant's reach: refused in the form, and it cannot be delivered to.
  await chooseSuggestion(page, target.far, new RegExp(target.far));
  await expect(form.getByRole("alert")).toContainText("Choose a closer address, or order for pickup.");
  await expect(form.getByRole("button", { name: "Deliver here" })).toBeDisabled();
  await chooseSuggestion(page, target.near, new RegExp(target.near));
  await expect(form.getByTestId("pin-area")).toContainText(/away · (Delivery fee|Free delivery)/);
  const [suggested] = await placesFor(request, target.near);
  await form.getByLabel("Apartment, floor (optional)").fill("Flat 2");
  await form.getByRole("button", { name: "Deliver here" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("delivery-verdict")).toContainText(/away · (Delivery fee|Free delivery)/);
  if (!target.slots.asapAvailable) {
    await page.getByRole("radio", { name: /Schedule/ }).check();
    await scheduleFor(page, target.slots.slots[0]!, restaurant.timeZoneCd);
  }
  await page
    .getByRole("button", { name: /Continue to payment/ })
    .filter({ visible: true })
    .first()
    .click();

  const orderId = await onPaymentPage(page);
  const order = await orderById(request, orderId, await pageToken(page));
  // The pin's point, to the six decimals the form sends (about 10 cm).
  expect(order.address).toMatchObject({ addressLine2: "Flat 2" });
  expect(order.address?.lat).toBeCloseTo(suggested!.lat, 5);
  expect(order.address?.lng).toBeCloseTo(suggested!.lng, 5);
  expect(order.address?.addressLine1).toContain(suggested!.addressLine1);
});
