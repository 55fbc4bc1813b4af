import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/**
 * The auth start throttle of spec §9 (5000 ms), one window per flow: a second sign-in, code request, code check or
 * reset step inside the window sends no request.
 */
export const authThrottle = createStartThrottle(START_THROTTLE_MS.auth);

export type AuthFlow =
  | "login"
  | "otp-request"
  | "otp-verify"
  | "otp-sign-up"
  | "guest-request"
  | "guest-verify"
  | "reset-request"
  | "reset-verify"
  | "reset-set";
