import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { NOTE_LIMITS, noteCountText, noteFullText } from "@forkful/contracts/form-texts";
import { MESSAGES } from "@forkful/contracts/messages";
import { expect, type Page, test } from "@playwright/test";
import { freshUsNumber, nationalNumber, readCode } from "./support/auth";
import { findPickupTarget, type OrderTarget } from "./support/orders";

/** From the dish's page to the checkout with that dish in the cart. */
async function openCheckout(page: Page, { restaurant, item }: OrderTarget): Promise<string> {
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  await page.goto(`${base}/menu/pickup/${item.slug}`);
  const dialog = page.getByRole("dialog", { name: item.itemName });
  await dialog.getByRole("button", { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  // The cart is kept on the device: the checkout opens with it (the cart's bar or panel differs by width).
  await page.goto(`${base}/checkOut`);
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  return base;
}

const wrongCodeThan = (code: string) => (code === "111111" ? "222222" : "111111");

test("at checkout a note counts toward its limit, a refused Continue focuses the name, and signing in by code keeps the typed name and checks a second quick code", async ({
  page,
  request,
}) => {
  const base = await openCheckout(page, await findPickupTarget(request));

  const note = page.getByRole("textbox", { name: "Note for the restaurant" });
  await note.fill("Sauce on the side");
  await expect(page.getByText(noteCountText(17, NOTE_LIMITS.orderNote))).toBeVisible();
  await note.fill("x".repeat(NOTE_LIMITS.orderNote + 20));
  await expect(note).toHaveValue("x".repeat(NOTE_LIMITS.orderNote));
  await expect(page.getByText(noteFullText(NOTE_LIMITS.orderNote))).toBeVisible();
  await expect(page.getByText(noteCountText(NOTE_LIMITS.orderNote, NOTE_LIMITS.orderNote))).toBeVisible();

  // Continuing without details: the first invalid field, the name, takes the focus.
  await page
    .getByRole("button", { name: /Continue to payment/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

  // A new diner types their name and number at checkout, then signs in from there.
  const mobilePhone = freshUsNumber();
  await page.getByLabel("Full name").fill("Katherine Johnson");
  await page.getByLabel("Country code").first().selectOption("+1");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(nationalNumber(mobilePhone));
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Sign in" });
  await expect(sheet.getByRole("textbox", { name: "Mobile number" })).toHaveValue(
    `+1 ${mobilePhone.slice(2, 5)}-${mobilePhone.slice(5, 8)}-${mobilePhone.slice(8)}`,
  );
  const sentAt = Date.now();
  await sheet.getByRole("button", { name: "Send code" }).click();
  const code = await readCode(request, mobilePhone, sentAt);

  const verifies: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/auth/verify-otp")) verifies.push(Date.now());
  });
  const codeField = sheet.getByLabel("6-digit code");
  await codeField.fill(wrongCodeThan(code));
  await sheet.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(sheet.getByRole("alert")).toContainText(AUTH_TEXTS.invalidOtp);

  // A second wrong code at once: the old error goes, the button says how long, and the code is checked then.
  await codeField.fill(wrongCodeThan(wrongCodeThan(code)));
  await sheet.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(sheet.getByRole("button", { name: /^Sending in [1-5] s…$/ })).toBeDisabled();
  await expect(sheet.getByRole("alert")).toBeHidden();
  await expect(sheet.getByText(MESSAGES.startThrottled)).toBeHidden();
  await expect.poll(() => verifies.length, { timeout: 10_000 }).toBe(2);
  await expect(sheet.getByRole("alert")).toHaveCount(1);
  await expect(sheet.getByRole("alert")).toContainText(AUTH_TEXTS.invalidOtp);

  // The right code signs the new number up with the name typed at checkout: no name is asked for.
  await codeField.fill(code);
  await sheet.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(sheet).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText("New here? Create your account")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Account: Katherine Johnson" })).toBeVisible();
  await expect(page).toHaveURL(`${base}/checkOut`);
  await expect(page.getByLabel("Full name")).toHaveValue("Katherine Johnson");
});

test("a refused submit focuses the first invalid field", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign in" }).first().click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByRole("textbox", { name: "Mobile number" })).toBeFocused();
  // Sending a code without a number: the number field is named and focused.
  await sheet.getByLabel("Country code").focus();
  await sheet.getByRole("button", { name: "Send code" }).click();
  await expect(sheet.getByRole("textbox", { name: "Mobile number" })).toBeFocused();
  await expect(sheet.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("aria-invalid", "true");
  await sheet.getByRole("button", { name: "Continue as guest" }).click();
  await expect(sheet).toHaveAccessibleName("Continue as guest");

  // The guest details: a number but no name.
  await sheet.getByRole("textbox", { name: "Mobile number" }).fill("212 555 0147");
  await sheet.getByRole("button", { name: "Continue as guest" }).click();
  await expect(sheet.getByLabel("Full name")).toBeFocused();
  await expect(sheet.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await sheet.getByLabel("Full name").fill("Ada Lovelace");
  await sheet.getByRole("textbox", { name: "Mobile number" }).fill("12");
  await sheet.getByLabel("Email (optional)").focus();
  await sheet.getByRole("button", { name: "Continue as guest" }).click();
  await expect(sheet.getByRole("textbox", { name: "Mobile number" })).toBeFocused();
});
