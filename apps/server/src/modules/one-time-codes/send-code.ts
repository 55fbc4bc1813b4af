/**
 * Sending a one-time code: 6 digits, stored hashed, with a resend cooldown (waived when the last code was spent by
 * wrong tries) and hourly limits per number and address.
 */
import { randomUUID } from "node:crypto";
import {
  AUTH_TEXTS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_PER_IP_PER_HOUR,
  OTP_PER_NUMBER_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
} from "@forkful/contracts/auth";
import { REFUSALS } from "@forkful/contracts/refusals";
import type { Database } from "../../db/client";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";
import { TooManyRequestsError } from "../../lib/domain-errors";
import { hashOtp, newOtpCode } from "../../lib/secret-token";
import { type CodePurpose, countChallengesSince, insertChallenge, latestChallenge, withCodeLocks } from "./one-time-codes.repository";

export type { CodePurpose };

const HOUR = 60 * 60 * 1000;

/** What sending and checking codes use. */
export interface OneTimeCodeDeps {
  /** Where challenges are kept: the database. */
  db: Database;
  sms: SmsSender;
  clock: Clock;
  /** Keys the code hashes. */
  secret: string;
  /** Codes one client address may ask for per hour (OTP_PER_IP_PER_HOUR unless configured). */
  codesPerAddressPerHour?: number;
}

export interface CodeRequest {
  phoneNumber: string;
  purpose: CodePurpose;
  clientIp: string;
  /** false: the challenge is stored and counted (cooldown and hourly limits) but no SMS goes out. */
  deliver?: boolean;
}

/**
 * Sends a code. With `deliver: false` nothing is sent but everything else happens, so a number without an account
 * answers the same as one with.
 */
export async function sendCode(deps: OneTimeCodeDeps, request: CodeRequest): Promise<{ resendAfterSeconds: number }> {
  const { db, sms, clock, secret } = deps;
  const perAddress = deps.codesPerAddressPerHour ?? OTP_PER_IP_PER_HOUR;
  const now = clock();
  const id = randomUUID();
  const code = newOtpCode(OTP_LENGTH);
  // Checked and stored under a lock on the number and the address, so requests sent together
  // cannot all pass the checks before any of them is stored.
  await withCodeLocks(db, [`otp:${request.phoneNumber}`, `otp-ip:${request.clientIp}`], async (locked) => {
    const latest = await latestChallenge(locked, request.phoneNumber);
    // A code spent by too many wrong tries can no longer be used: its replacement is not held back by the cooldown
    // (the hourly limits below still count it).
    const spent = latest !== null && latest.attempts >= OTP_MAX_ATTEMPTS;
    if (latest && !spent && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_COOLDOWN_MS)
      throw new TooManyRequestsError(AUTH_TEXTS.otpCooldown);
    const hourAgo = new Date(now.getTime() - HOUR);
    const byNumber = await countChallengesSince(locked, { phoneNumber: request.phoneNumber }, hourAgo);
    const byIp = await countChallengesSince(locked, { clientIp: request.clientIp }, hourAgo);
    if (byNumber >= OTP_PER_NUMBER_PER_HOUR || byIp >= perAddress) throw new TooManyRequestsError(REFUSALS.OTP_RATE_LIMITED);
    await insertChallenge(locked, {
      id,
      phoneNumber: request.phoneNumber,
      purpose: request.purpose,
      codeHash: hashOtp(code, id, secret),
      clientIp: request.clientIp,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  if (request.deliver !== false)
    await sms.send({ to: request.phoneNumber, body: `${code} is your Forkful code. It expires in ${OTP_TTL_MS / 60_000} minutes.` });
  return { resendAfterSeconds: OTP_RESEND_COOLDOWN_MS / 1000 };
}
