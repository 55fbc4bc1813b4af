/** Opaque secrets (refresh tokens, reset tokens, OTP codes) and the hashes we keep of them. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const newOpaqueToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export function newOtpCode(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join("");
}

/** OTP codes are short, so their hash is keyed by a server secret and bound to the challenge. */
export function hashOtp(code: string, challengeId: string, secret: string): string {
  return createHmac("sha256", secret).update(`${challengeId}:${code}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
