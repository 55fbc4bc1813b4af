/**
 * One-time codes sent by SMS, used by sign-in, password reset (auth) and mobile changes (customers). What other
 * modules may use: sending and checking a code, and the deps both need, built from the app's context.
 */
import type { AppContext } from "../../app-context";
import { createOneTimeCodesRepository } from "./one-time-codes.repository";
import type { OneTimeCodeDeps } from "./send-code";

export { checkCode, proveCode, spendCode } from "./check-code";
export type { CodePurpose } from "./one-time-codes.repository";
export { type CodeRequest, type OneTimeCodeDeps, sendCode } from "./send-code";

export function oneTimeCodeDeps({ db, sms, clock, secret, config }: AppContext): OneTimeCodeDeps {
  return { codes: createOneTimeCodesRepository(db), sms, clock, secret, codesPerAddressPerHour: config.OTP_CODES_PER_ADDRESS_PER_HOUR };
}
