/** Moving an account to a new mobile number: free, in the wallet's country, and proven with a code sent to it. */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { toE164, walletCurrencyOf } from "@forkful/contracts/phone";
import { REFUSALS } from "@forkful/contracts/refusals";
import { BadRequestError } from "../../lib/domain-errors";
import { checkCode } from "../one-time-codes/public";
import type { CustomerRow } from "./customers.repository";
import type { CustomersDeps } from "./customers-deps";

export const WALLET_BLOCKS_COUNTRY_CHANGE =
  "Your wallet has a balance in your number's currency. Use it up before changing to a number of another country.";

/** The new number in E.164 once its code is accepted, or null when it is the account's number already. */
export async function changeMobile(
  deps: CustomersDeps,
  row: CustomerRow,
  change: { mobilePhone: string; countryCode: string; otp?: string },
): Promise<string | null> {
  const phoneNumber = toE164(change.mobilePhone, change.countryCode);
  if (!phoneNumber) throw new BadRequestError(AUTH_TEXTS.invalidMobile);
  if (phoneNumber === row.phoneNumber) return null;
  const owner = await deps.customers.findByPhone(phoneNumber);
  if (owner && owner.id !== row.id) throw new BadRequestError(REFUSALS.MOBILE_LINKED);
  // The wallet holds money in the account's currency, which follows the number's country.
  if (row.walletAmount > 0 && walletCurrencyOf(phoneNumber) !== walletCurrencyOf(row.phoneNumber))
    throw new BadRequestError(WALLET_BLOCKS_COUNTRY_CHANGE);
  if (!change.otp) throw new BadRequestError(AUTH_TEXTS.changeMobileNeedsOtp);
  await checkCode(deps.codes, { phoneNumber, purpose: "change-mobile", code: change.otp });
  return phoneNumber;
}
