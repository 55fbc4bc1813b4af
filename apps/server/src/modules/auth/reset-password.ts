/** Resetting a forgotten password: a code to the mobile, a short-lived reset token for it, then the new password. */
import { AUTH_TEXTS, SPENT_CODE_REFUSALS } from "@forkful/contracts/auth";
import { BadRequestError } from "../../lib/domain-errors";
import { hashPassword } from "../../lib/password-hash";
import { hashToken, newOpaqueToken } from "../../lib/secret-token";
import { clearSignInFailures } from "../account-lockout/public";
import { checkCode, sendCode } from "../one-time-codes/public";
import type { AuthDeps } from "./auth-deps";
import { signOutEverywhere } from "./sign-out";

const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

export async function sendResetCode(
  deps: Pick<AuthDeps, "customers" | "codes">,
  { phoneNumber, clientIp }: { phoneNumber: string; clientIp: string },
): Promise<void> {
  const existing = await deps.customers.findByPhone(phoneNumber);
  // A number without a password account gets the same answer, cooldown and limits, but no SMS,
  // so the call does not reveal who has an account.
  await sendCode(deps.codes, { phoneNumber, purpose: "reset", clientIp, deliver: existing !== null && !existing.isGuest });
}

/** The reset token a right code earns. */
export async function verifyResetCode(
  deps: Pick<AuthDeps, "customers" | "codes" | "repository" | "clock">,
  { phoneNumber, code }: { phoneNumber: string; code: string },
): Promise<string> {
  const existing = await deps.customers.findByPhone(phoneNumber);
  await checkCode(deps.codes, { phoneNumber, purpose: "reset", code });
  if (!existing || existing.isGuest) throw new BadRequestError(SPENT_CODE_REFUSALS.expired);
  const resetToken = newOpaqueToken();
  await deps.repository.insertPasswordReset({
    tokenHash: hashToken(resetToken),
    customerId: existing.id,
    expiresAt: new Date(deps.clock().getTime() + RESET_TOKEN_TTL_MS),
  });
  return resetToken;
}

/** Sets the new password with a reset token (once), ends every session of the account and any lock of its password. */
export async function setNewPassword(
  deps: Pick<AuthDeps, "customers" | "repository" | "clock" | "lockout">,
  { resetToken, newPassword }: { resetToken: string; newPassword: string },
): Promise<void> {
  const customerId = await deps.repository.usePasswordReset(hashToken(resetToken), deps.clock());
  if (!customerId) throw new BadRequestError(AUTH_TEXTS.resetLinkInvalid);
  await deps.customers.update(customerId, { passwordHash: await hashPassword(newPassword) });
  await clearSignInFailures(deps.lockout, { kind: "customer", id: customerId });
  await signOutEverywhere(deps, customerId);
}
