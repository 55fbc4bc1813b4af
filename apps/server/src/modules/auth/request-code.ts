/** Asking for a one-time code: to sign in (or sign up), or to move an account to a new mobile number. */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { BadRequestError } from "../../lib/domain-errors";
import { sendCode } from "../one-time-codes/public";
import type { AuthDeps } from "./auth-deps";

export interface CodeAsked {
  phoneNumber: string;
  clientIp: string;
}

/** Sends a sign-in code; says whether the number is new so the web can ask for a name first. */
export async function requestSignInCode(
  deps: Pick<AuthDeps, "customers" | "codes">,
  { phoneNumber, clientIp }: CodeAsked,
): Promise<{ isNewUser: boolean; resendAfterSeconds: number }> {
  const existing = await deps.customers.findByPhone(phoneNumber);
  const { resendAfterSeconds } = await sendCode(deps.codes, { phoneNumber, purpose: "login", clientIp });
  return { isNewUser: !existing || existing.isGuest, resendAfterSeconds };
}

/** Sends a code to a new number for a mobile change; a number of another account gets none. */
export async function requestChangeMobileCode(
  deps: Pick<AuthDeps, "customers" | "codes">,
  { phoneNumber, clientIp }: CodeAsked,
): Promise<{ resendAfterSeconds: number }> {
  const owner = await deps.customers.findByPhone(phoneNumber);
  if (owner) throw new BadRequestError(AUTH_TEXTS.mobileLinked);
  return sendCode(deps.codes, { phoneNumber, purpose: "change-mobile", clientIp });
}
