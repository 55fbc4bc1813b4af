/** Signing in: password, OTP (sign-in, sign-up and guests), password reset. */
import { AUTH_TEXTS, type AuthTokens, type LoginAnswer, type SessionKind } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { toE164 } from "@forkful/contracts/phone";
import type { Clock } from "../../lib/clock";
import { BadRequestError, UnauthorizedError } from "../../lib/domain-errors";
import { hashPassword, verifyPassword } from "../../lib/password-hash";
import { hashToken, newOpaqueToken } from "../../lib/secret-token";
import type { CustomerRow, CustomersRepository } from "../customers/customers.repository";
import { refuseLinked, withLinkedConflicts } from "../customers/linked-conflict";
import type { AuthRepository } from "./auth.repository";
import type { OtpService } from "./otp.service";
import type { SessionService } from "./session.service";

const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

export interface OtpSignIn {
  phoneNumber: string;
  code: string;
  fullName?: string;
  email?: string;
  isGuestUser: boolean;
}

export function createAuthService(deps: {
  customers: CustomersRepository;
  repository: AuthRepository;
  otp: OtpService;
  sessions: SessionService;
  clock: Clock;
}) {
  const { customers, repository, otp, sessions, clock } = deps;
  const kindOf = (row: CustomerRow): SessionKind => (row.isGuest ? "guest" : "customer");

  return {
    /** By username, email or mobile (any way of writing it: +1 or +91 numbers with or without the code). */
    async login(userName: string, password: string): Promise<LoginAnswer> {
      const text = userName.trim();
      const phoneNumbers = [...new Set([toE164(text, "+1"), toE164(text, "+91")].filter((n): n is string => n !== null))];
      const candidates = (await customers.findByLogin(text, phoneNumbers)).filter((row) => row.passwordHash !== null);
      let row: CustomerRow | undefined;
      // No candidate still costs one scrypt, so timing does not tell whether the account exists.
      if (!candidates.length) await verifyPassword(password, null);
      for (const candidate of candidates) {
        if (await verifyPassword(password, candidate.passwordHash)) {
          row = candidate;
          break;
        }
      }
      if (!row) throw new UnauthorizedError(MESSAGES.signInNoUser);
      const tokens = await sessions.issue(row.id, kindOf(row));
      return { ...tokens, userId: row.id, id: row.id, name: row.fullName, mobilePhone: row.phoneNumber, email: row.email };
    },

    /** Sends a sign-in code; says whether the number is new so the web can ask for a name first. */
    async sendSignInCode(phoneNumber: string, clientIp: string) {
      const existing = await customers.findByPhone(phoneNumber);
      const { resendAfterSeconds } = await otp.send({ phoneNumber, purpose: "login", clientIp });
      return { isNewUser: !existing || existing.isGuest, resendAfterSeconds };
    },

    /**
     * Verifies a sign-in code and opens a session. A new number becomes an account (a name is
     * needed) or a guest; a guest who later signs up keeps the same customer, so their history stays.
     */
    async signInWithCode(request: OtpSignIn): Promise<{ customer: CustomerRow; tokens: AuthTokens }> {
      const existing = await customers.findByPhone(request.phoneNumber);
      const becomesAccount = !request.isGuestUser && (!existing || existing.isGuest);
      const writesDetails = !existing || (existing.isGuest && (becomesAccount || request.fullName || request.email));
      // Checked before the code, so a missing name or a linked email does not cost a try.
      if (!existing && !request.fullName) throw new BadRequestError(AUTH_TEXTS.fullNameRequired);
      if (writesDetails) await refuseLinked(customers, existing?.id ?? null, { email: request.email });
      await otp.verify({ phoneNumber: request.phoneNumber, purpose: "login", code: request.code });

      let customer: CustomerRow;
      if (!existing) {
        customer = await withLinkedConflicts(() =>
          customers.insert({
            fullName: request.fullName!,
            phoneNumber: request.phoneNumber,
            email: request.email ?? null,
            isGuest: request.isGuestUser,
          }),
        );
      } else if (writesDetails) {
        customer = await withLinkedConflicts(() =>
          customers.update(existing.id, {
            isGuest: !becomesAccount,
            fullName: request.fullName ?? existing.fullName,
            email: request.email ?? existing.email,
          }),
        );
      } else {
        customer = existing;
      }
      return { customer, tokens: await sessions.issue(customer.id, kindOf(customer)) };
    },

    async sendChangeMobileCode(phoneNumber: string, clientIp: string) {
      const owner = await customers.findByPhone(phoneNumber);
      if (owner) throw new BadRequestError(AUTH_TEXTS.mobileLinked);
      return otp.send({ phoneNumber, purpose: "change-mobile", clientIp });
    },

    async sendResetCode(phoneNumber: string, clientIp: string): Promise<void> {
      const existing = await customers.findByPhone(phoneNumber);
      // A number without a password account gets the same answer, cooldown and limits, but no SMS,
      // so the call does not reveal who has an account.
      await otp.send({ phoneNumber, purpose: "reset", clientIp, deliver: existing !== null && !existing.isGuest });
    },

    async verifyResetCode(phoneNumber: string, code: string): Promise<string> {
      const existing = await customers.findByPhone(phoneNumber);
      await otp.verify({ phoneNumber, purpose: "reset", code });
      if (!existing || existing.isGuest) throw new BadRequestError(AUTH_TEXTS.otpExpired);
      const resetToken = newOpaqueToken();
      await repository.insertPasswordReset({
        tokenHash: hashToken(resetToken),
        customerId: existing.id,
        expiresAt: new Date(clock().getTime() + RESET_TOKEN_TTL_MS),
      });
      return resetToken;
    },

    async resetPassword(resetToken: string, newPassword: string): Promise<void> {
      const customerId = await repository.usePasswordReset(hashToken(resetToken), clock());
      if (!customerId) throw new BadRequestError(AUTH_TEXTS.resetLinkInvalid);
      await customers.update(customerId, { passwordHash: await hashPassword(newPassword) });
      await sessions.revokeAll(customerId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
