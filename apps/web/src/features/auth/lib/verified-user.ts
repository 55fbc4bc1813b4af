import type { CustomerDetails, LoginAnswer, ValidateOtpAnswer } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import type { VerifiedUser } from "../stores/session-store";

/** The country code of an E.164 number the forms have already checked. */
export const countryCodeOf = (e164: string): CountryCode => (e164.startsWith("+91") ? "+91" : "+1");

export function userFromLogin(answer: LoginAnswer): VerifiedUser {
  return {
    customerId: answer.userId || answer.id,
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    name: answer.name,
    mobilePhone: answer.mobilePhone,
    email: answer.email,
  };
}

export function userFromCustomer(details: CustomerDetails, tokens: { accessToken: string; refreshToken: string }): VerifiedUser {
  return {
    customerId: details.customerId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    name: details.fullName,
    mobilePhone: details.mobilePhone,
    email: details.email,
  };
}

export function userFromValidation(answer: ValidateOtpAnswer): VerifiedUser {
  return {
    customerId: answer.customerId,
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    name: answer.name,
    mobilePhone: answer.mobilePhone,
    email: answer.email,
  };
}
