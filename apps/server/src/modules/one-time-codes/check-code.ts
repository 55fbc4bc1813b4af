/** Checking a one-time code: the latest one sent for its purpose, once, within its tries. */
import { AUTH_TEXTS, OTP_MAX_ATTEMPTS } from "@forkful/contracts/auth";
import { BadRequestError } from "../../lib/domain-errors";
import { hashOtp, sameHash } from "../../lib/secret-token";
import type { CodePurpose } from "./one-time-codes.repository";
import type { OneTimeCodeDeps } from "./send-code";

/**
 * Accepts the latest code sent for this purpose once; wrong, expired and over-tried codes are
 * refused. Every try, right or wrong, takes one of the OTP_MAX_ATTEMPTS before the code is compared.
 */
export async function checkCode(
  deps: Pick<OneTimeCodeDeps, "codes" | "clock" | "secret">,
  request: { phoneNumber: string; purpose: CodePurpose; code: string },
): Promise<void> {
  const { codes, clock, secret } = deps;
  const now = clock();
  const challenge = await codes.latestChallenge(request.phoneNumber, request.purpose);
  if (!challenge || challenge.consumedAt || challenge.expiresAt <= now) throw new BadRequestError(AUTH_TEXTS.otpExpired);
  const attempts = await codes.takeAttempt(challenge.id, OTP_MAX_ATTEMPTS);
  if (attempts === null) throw new BadRequestError(AUTH_TEXTS.otpTooManyTries);
  if (!sameHash(hashOtp(request.code, challenge.id, secret), challenge.codeHash)) {
    throw new BadRequestError(attempts >= OTP_MAX_ATTEMPTS ? AUTH_TEXTS.otpTooManyTries : AUTH_TEXTS.invalidOtp);
  }
  if (!(await codes.consumeChallenge(challenge.id, now))) throw new BadRequestError(AUTH_TEXTS.otpExpired);
}
