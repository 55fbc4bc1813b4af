/** Asking for a one-time code: to sign in (or sign up), or to move an account to a new mobile number. */
import { REFUSALS } from "@forkful/contracts/refusals";
import { BadRequestError } from "../../lib/domain-errors";
import { sendCode } from "../one-time-codes/public";
import type { AuthDeps } from "./auth-deps";

export interface CodeAsked {
  phoneNumber: string;
  clientIp: string;
}

/**
 * Sends a sign-in code. The answer is the same whether the number has an account or not (it does not even look),
 * so the call cannot tell a stranger who uses Forkful; whoever enters the right code learns it (sign-in-with-code.ts).
 */
export async function requestSignInCode(
  deps: Pick<AuthDeps, "codes">,
  { phoneNumber, clientIp }: CodeAsked,
): Promise<{ resendAfterSeconds: number }> {
  return sendCode(deps.codes, { phoneNumber, purpose: "login", clientIp });
}

/** Sends a code to a new number for a mobile change; a number of another account gets none. */
export async function requestChangeMobileCode(
  deps: Pick<AuthDeps, "customers" | "codes">,
  { phoneNumber, clientIp }: CodeAsked,
): Promise<{ resendAfterSeconds: number }> {
  const owner = await deps.customers.findByPhone(phoneNumber);
  if (owner) throw new BadRequestError(REFUSALS.MOBILE_LINKED);
  return sendCode(deps.codes, { phoneNumber, purpose: "change-mobile", clientIp });
}
