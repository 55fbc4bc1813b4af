import { expect, test } from "@playwright/test";
import { freshUsNumber, nationalNumber, readCode, storedSession } from "./support/auth";

test("a guest gives their details, confirms the number with a code and is guest-signed-in, across a reload", async ({ page, request }) => {
  const mobilePhone = freshUsNumber();
  const email = `grace.${mobilePhone.slice(2)}@example.com`;
  await page.goto("/homepage");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Continue as guest" }).click();

  const guest = page.getByRole("dialog", { name: "Continue as guest" });
  await guest.getByLabel("Full name").fill("Grace Hopper");
  await guest.getByRole("textbox", { name: "Mobile number" }).fill(nationalNumber(mobilePhone));
  await guest.getByLabel("Email (optional)").fill(email);
  const sentAt = Date.now();
  await guest.getByRole("button", { name: "Continue as guest" }).click();
  await guest.getByLabel("6-digit code").fill(await readCode(request, mobilePhone, sentAt));
  await guest.getByRole("button", { name: "Verify and continue" }).click();
  await expect(guest).toBeHidden();

  const account = page.getByRole("link", { name: "Account: Grace Hopper (guest)" });
  await expect(account).toBeVisible();
  expect(await storedSession(page)).toMatchObject({
    guestUserName: "Grace Hopper",
    guestMobileNumber: mobilePhone,
    guestEmail: email,
  });
  expect((await storedSession(page)).userId).toMatch(/\S/);

  await page.reload();
  await expect(page.getByRole("link", { name: "Account: Grace Hopper (guest)" })).toBeVisible();
  await page.goto("/account/Profile");
  await expect(page.getByText("You're using Forkful as a guest")).toBeVisible();
  await expect(page.getByText("Grace Hopper").first()).toBeVisible();
});
