/** Checking a one-time code: the latest one sent for its purpose, once, within its tries. */
import { AUTH_TEXTS, OTP_MAX_ATTEMPTS, SPENT_CODE_REFUSALS } from "@forkful/contracts/auth";
import type { Executor } from "../../db/client";
import { BadRequestError } from "../../lib/domain-errors";
import { hashOtp, sameHash } from "../../lib/secret-token";
import { type CodePurpose, consumeChallenge, giveBackAttempt, latestChallenge, takeAttempt } from "./one-time-codes.repository";
import type { OneTimeCodeDeps } from "./send-code";

const { expired, tooManyTries } = SPENT_CODE_REFUSALS;

type CheckDeps = Pick<OneTimeCodeDeps, "db" | "clock" | "secret">;
export interface CodeCheck {
  phoneNumber: string;
  purpose: CodePurpose;
  code: string;
}

/**
 * Proves a code without spending it: wrong, expired and over-tried codes are refused. Every try takes one of the
 * OTP_MAX_ATTEMPTS before the code is compared (so guesses sent together cannot all pass); a right code gives its
 * try back. Answers the challenge to spend.
 */
export async function proveCode(deps: CheckDeps, request: CodeCheck): Promise<{ challengeId: string }> {
  const { db, clock, secret } = deps;
  const challenge = await latestChallenge(db, request.phoneNumber, request.purpose);
  if (!challenge || challenge.consumedAt || challenge.expiresAt <= clock()) throw new BadRequestError(expired);
  const attempts = await takeAttempt(db, challenge.id, OTP_MAX_ATTEMPTS);
  if (attempts === null) throw new BadRequestError(tooManyTries);
  if (!sameHash(hashOtp(request.code, challenge.id, secret), challenge.codeHash)) {
    throw attempts >= OTP_MAX_ATTEMPTS ? new BadRequestError(tooManyTries) : new BadRequestError(AUTH_TEXTS.invalidOtp);
  }
  await giveBackAttempt(db, challenge.id);
  return { challengeId: challenge.id };
}

/** Spends a proven code (in the caller's transaction when given one); refused when another request spent it first. */
export async function spendCode(deps: CheckDeps, { challengeId }: { challengeId: string }, executor?: Executor): Promise<void> {
  if (!(await consumeChallenge(executor ?? deps.db, challengeId, deps.clock()))) throw new BadRequestError(expired);
}

/** Accepts the latest code sent for this purpose once (proves it, then spends it). */
export async function checkCode(deps: CheckDeps, request: CodeCheck): Promise<void> {
  await spendCode(deps, await proveCode(deps, request));
}
