/** One-time codes: 6 digits, stored hashed, valid 5 minutes, 5 tries, a resend cooldown and hourly limits. */
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
import type { SmsSender } from "../../integrations/sms/sms-sender";
import type { Clock } from "../../lib/clock";
import { BadRequestError, TooManyRequestsError } from "../../lib/domain-errors";
import { hashOtp, newOtpCode, sameHash } from "../../lib/secret-token";
import type { AuthRepository, OtpPurpose } from "./auth.repository";

const HOUR = 60 * 60 * 1000;

export interface OtpServiceDeps {
  repository: AuthRepository;
  sms: SmsSender;
  clock: Clock;
  secret: string;
  /** Codes one client address may ask for per hour (OTP_PER_IP_PER_HOUR unless configured). */
  codesPerAddressPerHour?: number;
}

export function createOtpService(deps: OtpServiceDeps) {
  const { repository, sms, clock, secret } = deps;
  const perAddress = deps.codesPerAddressPerHour ?? OTP_PER_IP_PER_HOUR;

  return {
    /**
     * Sends a code. With `deliver: false` the challenge is stored and counted (cooldown and hourly
     * limits) but no SMS goes out: callers use it so a number without an account answers the same.
     */
    async send(request: {
      phoneNumber: string;
      purpose: OtpPurpose;
      clientIp: string;
      deliver?: boolean;
    }): Promise<{ resendAfterSeconds: number }> {
      const now = clock();
      const id = randomUUID();
      const code = newOtpCode(OTP_LENGTH);
      // Checked and stored under a lock on the number and the address, so requests sent together
      // cannot all pass the checks before any of them is stored.
      await repository.withLocks([`otp:${request.phoneNumber}`, `otp-ip:${request.clientIp}`], async (locked) => {
        const latest = await locked.latestChallenge(request.phoneNumber);
        if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_COOLDOWN_MS)
          throw new TooManyRequestsError(AUTH_TEXTS.otpCooldown);
        const hourAgo = new Date(now.getTime() - HOUR);
        const byNumber = await locked.countChallengesSince({ phoneNumber: request.phoneNumber }, hourAgo);
        const byIp = await locked.countChallengesSince({ clientIp: request.clientIp }, hourAgo);
        if (byNumber >= OTP_PER_NUMBER_PER_HOUR || byIp >= perAddress) throw new TooManyRequestsError(AUTH_TEXTS.otpRateLimited);
        await locked.insertChallenge({
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
    },

    /**
     * Accepts the latest code sent for this purpose once; wrong, expired and over-tried codes are
     * refused. Every try, right or wrong, takes one of the OTP_MAX_ATTEMPTS before the code is compared.
     */
    async verify(request: { phoneNumber: string; purpose: OtpPurpose; code: string }): Promise<void> {
      const now = clock();
      const challenge = await repository.latestChallenge(request.phoneNumber, request.purpose);
      if (!challenge || challenge.consumedAt || challenge.expiresAt <= now) throw new BadRequestError(AUTH_TEXTS.otpExpired);
      const attempts = await repository.takeAttempt(challenge.id, OTP_MAX_ATTEMPTS);
      if (attempts === null) throw new BadRequestError(AUTH_TEXTS.otpTooManyTries);
      if (!sameHash(hashOtp(request.code, challenge.id, secret), challenge.codeHash)) {
        throw new BadRequestError(attempts >= OTP_MAX_ATTEMPTS ? AUTH_TEXTS.otpTooManyTries : AUTH_TEXTS.invalidOtp);
      }
      if (!(await repository.consumeChallenge(challenge.id, now))) throw new BadRequestError(AUTH_TEXTS.otpExpired);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
