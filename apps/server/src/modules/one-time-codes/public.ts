/**
 * One-time codes sent by SMS, used by sign-in, password reset (auth) and mobile changes (customers). What other
 * modules may use: sending and checking a code. Their module builds the OneTimeCodeDeps from the app's context.
 */
export { checkCode, proveCode, spendCode } from "./check-code";
export { type CodePurpose, type CodeRequest, type OneTimeCodeDeps, sendCode } from "./send-code";
