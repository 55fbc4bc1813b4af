import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { expect, test } from "@playwright/test";
import { createAccount, nationalNumber, openSignedIn } from "./support/auth";

test("an email or a mobile number of another account is refused with the server's 'linked' message", async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const other = await createAccount(request, { fullName: "Mary Jackson", email: `mary.${suffix}@example.com` });
  const me = await createAccount(request, { fullName: "Dorothy Vaughan" });

  await openSignedIn(page, me, "/account/Profile");
  await page.getByRole("button", { name: "Edit personal details" }).click();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(other.email!);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("alert")).toHaveText(AUTH_TEXTS.emailLinked);
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Change mobile number" }).click();
  await page.getByRole("textbox", { name: "New mobile number" }).fill(nationalNumber(other.mobilePhone));
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toHaveText(AUTH_TEXTS.mobileLinked);
});
