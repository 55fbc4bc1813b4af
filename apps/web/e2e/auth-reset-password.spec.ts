import { AUTH_TEXTS, OTP_RESEND_COOLDOWN_MS } from "@forkful/contracts/auth";
import { expect, test } from "@playwright/test";
import { createAccount, nationalNumber, readCode, setPassword } from "./support/auth";

test("a forgotten password is reset with a code to the mobile number, and the new one signs in", async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: "Katherine Johnson" });
  await setPassword(request, account, "first-password-1");
  const newPassword = "second-password-2";

  await page.goto("/homepage");
  await page.getByRole("button", { name: "Sign in" }).click();
  const signIn = page.getByRole("dialog", { name: "Sign in" });
  await signIn.getByRole("tab", { name: "Password" }).click();
  await signIn.getByRole("button", { name: "Forgot password?" }).click();

  const reset = page.getByRole("dialog", { name: "Reset your password" });
  await reset.getByRole("textbox", { name: "Mobile number" }).fill(nationalNumber(account.mobilePhone));
  // The number had its sign-up code moments ago: another waits for the resend cooldown.
  await page.waitForTimeout(Math.max(0, account.codeSentAt + OTP_RESEND_COOLDOWN_MS + 1000 - Date.now()));
  const sentAt = Date.now();
  await reset.getByRole("button", { name: "Send code" }).click();
  await expect(reset.getByLabel("6-digit code")).toBeVisible();
  await reset.getByLabel("6-digit code").fill(await readCode(request, account.mobilePhone, sentAt));
  await reset.getByRole("button", { name: "Verify code" }).click();

  await reset.getByLabel("New password", { exact: true }).fill(newPassword);
  await reset.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(reset.getByRole("status")).toHaveText(AUTH_TEXTS.passwordReset);
  await reset.getByRole("button", { name: "Back to sign in" }).click();

  // Back on the password tab, with the number filled in.
  await expect(signIn.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
  await expect(signIn.getByLabel("Username, email or mobile number")).toHaveValue(account.mobilePhone);
  await signIn.getByRole("textbox", { name: "Password", exact: true }).fill(newPassword);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn).toBeHidden();
  await expect(page.getByRole("link", { name: "Account: Katherine Johnson" })).toBeVisible();
});
