/** Sign-in, OTP, password reset and token schemas: spec §7 "Auth and customer" and issue 3. */
import { z } from "zod";
import { MESSAGES } from "./messages";
import { toE164 } from "./phone";

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
/** OTPs one mobile number may be sent per hour, and one client address. */
export const OTP_PER_NUMBER_PER_HOUR = 5;
export const OTP_PER_IP_PER_HOUR = 20;
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Password sign-in lockout per account (diners and staff), whatever the client address. 5 wrong passwords in a row
 * cost a typo-prone person nothing; then each wrong one locks the account twice as long (1, 2, 4 … 32 minutes, then
 * an hour), so a guesser gets about 30 tries a day however many addresses they use, and a diner who forgot can
 * still sign in with a code or reset the password, which ends the lock. Failures a day old with no lock running are
 * forgotten.
 */
export const SIGN_IN_FAILURES_BEFORE_LOCK = 5;
export const SIGN_IN_FIRST_LOCK_MS = 60 * 1000;
export const SIGN_IN_LONGEST_LOCK_MS = 60 * 60 * 1000;
export const SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

export const SESSION_KINDS = ["customer", "guest"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const AUTH_TEXTS = {
  invalidMobile: "Enter a valid mobile number",
  invalidOtp: "The code is not right. Check the SMS and try again.",
  otpExpired: "The code has expired. Ask for a new one.",
  otpTooManyTries: "Too many wrong codes. Ask for a new one.",
  otpCooldown: "Please wait a little before asking for another code.",
  otpRateLimited: "Too many codes were asked for. Try again later.",
  otpSent: "We sent a 6-digit code by SMS.",
  /** 409 to a right code for a number without an account: the code is kept, and the same code with a name signs up. */
  fullNameRequired: "Your full name is needed to create an account",
  passwordWeak: `Use at least ${PASSWORD_MIN_LENGTH} characters with a letter and a digit`,
  passwordReset: "Your password has been changed. Sign in with the new one.",
  resetLinkInvalid: "This reset has expired. Start again.",
  mobileLinked: "This mobile number is already linked to another account",
  emailLinked: "This email is already linked to another account",
  userNameLinked: "This username is already linked to another account",
  sessionExpired: "Your session has expired. Sign in again.",
  signedOut: "You have been signed out.",
  changeMobileNeedsOtp: "Verify the new mobile number with the code we send to it",
  signInLocked: "Too many wrong passwords for this account. Try again later.",
} as const;

/**
 * The refusals (400) of a code check that no retry of the same code can pass: only a new code will do. Each has a
 * stable code beside its text; the web tells them apart from a wrong code by code.
 */
export const SPENT_CODE_REFUSALS = {
  expired: { code: "OTP_EXPIRED", message: AUTH_TEXTS.otpExpired },
  tooManyTries: { code: "OTP_TOO_MANY_TRIES", message: AUTH_TEXTS.otpTooManyTries },
} as const;

const SPENT_CODE_CODES: readonly string[] = Object.values(SPENT_CODE_REFUSALS).map((r) => r.code);

/** True for the refusal code of a code check that spent the code (expired, or too many wrong tries). */
export const isSpentCodeRefusal = (code: string | null | undefined): boolean => !!code && SPENT_CODE_CODES.includes(code);

/** The SMS that tells the owner of an account it was locked (staff have no phone: their restaurant is told). */
export const ACCOUNT_LOCKED_SMS = {
  customer:
    "Forkful: a wrong password was entered for your account several times, so signing in with a password is paused for a while. If it wasn't you, reset your password. You can still sign in with a code.",
  staff: (userName: string) =>
    `Forkful: the staff account ${userName} is paused for a while after several wrong passwords. If no one on your team was signing in, someone may be guessing its password.`,
} as const;

const countryCodeSchema = z.enum(["+1", "+91"], { message: "countryCode must be +1 or +91" }).default("+1");

/**
 * An object holding a mobile number and an optional country code; the output's `mobilePhone` is
 * normalised to E.164, and a number that cannot be one is refused with AUTH_TEXTS.invalidMobile.
 */
export function withMobile<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({
      ...shape,
      mobilePhone: z.string({ message: AUTH_TEXTS.invalidMobile }).max(24, AUTH_TEXTS.invalidMobile),
      countryCode: countryCodeSchema,
    })
    .transform((value, ctx) => {
      const { mobilePhone, countryCode } = value as { mobilePhone: string; countryCode: string };
      const e164 = toE164(mobilePhone, countryCode);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: AUTH_TEXTS.invalidMobile, path: ["mobilePhone"] });
        return z.NEVER;
      }
      return { ...value, mobilePhone: e164 };
    });
}

export const otpSchema = z.string({ message: "otp is required" }).regex(/^\d{6}$/, "The code has 6 digits");
export const fullNameSchema = z.string().trim().min(2, "Enter your full name").max(80, "The name is too long");
export const emailSchema = z.string().trim().toLowerCase().max(254).email("Enter a valid email");
/** An optional email where an empty field means none. */
export const optionalEmailSchema = z
  .union([z.literal(""), emailSchema])
  .optional()
  .transform((v) => (v ? v : undefined));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_TEXTS.passwordWeak)
  .max(128, "The password is too long")
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), AUTH_TEXTS.passwordWeak);

export const metaDataInfoSchema = z.object({ responseCode: z.enum(["SUCCESS", "FAILURE"]), responseMessage: z.string() });
export type MetaDataInfo = z.infer<typeof metaDataInfoSchema>;

export const authTokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string(), accessTokenExpiresAt: z.string() });
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** POST /customer/login/v2: userName is a username, an email or a mobile number. */
export const loginRequestSchema = z.object({
  userName: z.string({ message: "userName is required" }).trim().min(1, "userName is required").max(254),
  password: z.string({ message: "password is required" }).min(1, "password is required").max(128),
});
export const loginAnswerSchema = authTokensSchema.extend({
  userId: z.string(),
  id: z.string(),
  name: z.string(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /customer/sendSMS */
export const sendSmsRequestSchema = withMobile({
  fullName: fullNameSchema.optional(),
  email: optionalEmailSchema,
  isGuestUser: z.boolean().default(false),
});
/** The same whether the number has an account or not (no isNewUser): validateOTP says so, to the right code only. */
export const sendSmsAnswerSchema = z.object({
  metaDataInfo: metaDataInfoSchema,
  resendAfterSeconds: z.number().int(),
});
export type SendSmsAnswer = z.infer<typeof sendSmsAnswerSchema>;

/** POST /customer/validateOTP/v2 */
export const validateOtpRequestSchema = withMobile({
  otp: otpSchema,
  fullName: fullNameSchema.optional(),
  email: optionalEmailSchema,
  isGuestUser: z.boolean().default(false),
});

export const customerDetailsSchema = z.object({
  customerId: z.string(),
  fullName: z.string(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  isGuestUser: z.boolean(),
  isPromoSubscribed: z.boolean(),
  walletAmount: z.number().int(),
  hasPassword: z.boolean(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const validateOtpAnswerSchema = authTokensSchema.extend({
  statusCodeValue: z.literal(200),
  customerId: z.string(),
  mobilePhone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isGuestUser: z.boolean(),
  metaDataInfo: metaDataInfoSchema,
});
export type ValidateOtpAnswer = z.infer<typeof validateOtpAnswerSchema>;

/** POST /api/v2/customers/auth/request-otp (JSON) */
export const requestOtpBodySchema = withMobile({ purpose: z.enum(["login", "change-mobile"]).default("login") });
export const requestOtpAnswerSchema = z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() });

/** POST /api/v2/customers/auth/verify-otp (JSON) */
export const verifyOtpBodySchema = withMobile({ otp: otpSchema, fullName: fullNameSchema.optional(), email: optionalEmailSchema });
export const verifyOtpAnswerSchema = authTokensSchema.extend({ customerDetails: customerDetailsSchema });
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswerSchema>;

/** POST /customer/resetPassword: send a code, verify it for a reset token, or set the new password. */
export const resetPasswordRequestSchema = z.union([
  z.object({ sendOtp: z.literal(false), resetToken: z.string().min(20).max(200), newPassword: passwordSchema }),
  withMobile({ sendOtp: z.literal(true) }),
  withMobile({ sendOtp: z.literal(false), otp: otpSchema }),
]);
export const resetPasswordAnswerSchema = z.object({ metaDataInfo: metaDataInfoSchema, resetToken: z.string().optional() });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;

/**
 * The reset body as the server reads it: the step is read first (sendOtp, then whether a resetToken is there), then
 * checked with that step's own schema, so a refusal names the field that is wrong (a union's own error is a bare
 * "Invalid input"). Documented as the union of the three steps.
 */
export const resetPasswordBodySchema = z.preprocess((payload, ctx) => {
  const [setPassword, sendCode, verifyCode] = resetPasswordRequestSchema.options;
  const body = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  if (typeof body.sendOtp !== "boolean") {
    ctx.addIssue({ code: "custom", message: "sendOtp is required: true to send a code, false to verify it or to set the new password" });
    return z.NEVER;
  }
  const step = body.sendOtp ? sendCode : "resetToken" in body ? setPassword : verifyCode;
  const checked = step.safeParse(payload);
  if (checked.success) return payload;
  for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
}, resetPasswordRequestSchema);

/** GET /customer/getCountry/v2 */
export const countriesAnswerSchema = z.object({
  countries: z.array(z.object({ countryCode: z.string(), iso: z.string(), name: z.string(), flag: z.string() })),
  defaultCountryCode: z.string(),
});

/** POST /customer/token/v2 and POST /customer/logout/v2 (beyond the spec: rotation and sign-out). */
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(20, "refreshToken is required").max(200) });
export const logoutAnswerSchema = z.object({ metaDataInfo: metaDataInfoSchema });

/** GET /dev/sms-outbox (development and tests only): the messages kept for a number, newest first. */
export const smsOutboxQuerySchema = z.object({ to: z.string().regex(/^\+\d{8,15}$/, "to must be an E.164 number") });
export const smsOutboxAnswerSchema = z.object({
  messages: z.array(z.object({ to: z.string(), body: z.string(), createdAt: z.string() })),
});

/*
 * The web's forms validate with these (react-hook-form + zodResolver): the fields as typed, with the texts the
 * forms show. A mobile number is read with the country code picked beside it, and comes out in E.164.
 */

/** A mobile number as typed, read with the picked country code; its output is the E.164 number. */
export const mobileFieldSchema = (countryCode: string) =>
  z.string().transform((mobile, ctx) => {
    const e164 = toE164(mobile, countryCode);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: AUTH_TEXTS.invalidMobile });
      return z.NEVER;
    }
    return e164;
  });

/** The number a code is sent to (sign-in by code, forgot password). */
export const mobileNumberFormSchema = (countryCode: string) => z.object({ mobile: mobileFieldSchema(countryCode) });

/** The 6-digit code from the SMS. */
export const codeFormSchema = z.object({ code: otpSchema });

/** The code step of sign-in by code: a new number (the server said so, to the right code) also gives a full name and an optional email. */
export const signInCodeFormSchema = (isNewUser: boolean) =>
  codeFormSchema.extend({
    fullName: isNewUser ? fullNameSchema : z.string().transform(() => undefined),
    email: isNewUser ? optionalEmailSchema : z.string().transform(() => undefined),
  });

/** A guest's details: full name, mobile number and an optional email. */
export const guestDetailsFormSchema = (countryCode: string) =>
  z.object({ fullName: fullNameSchema, mobile: mobileFieldSchema(countryCode), email: optionalEmailSchema });

/** Sign in with a password: a username, an email or a mobile number, and the password. */
export const passwordSignInFormSchema = z.object({
  userName: z.string().trim().min(1, "Enter your username, email or mobile number"),
  password: z.string().min(1, "Enter your password"),
});

const newPasswordShape = { password: passwordSchema, confirm: z.string() };
const sameConfirmation = {
  path: ["confirm"],
  message: MESSAGES.passwordsDiffer,
  // Checked even when another field is wrong, so every error shows at once.
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};
const confirmed = (value: { password: string; confirm: string }) => value.confirm === value.password;

/** A new password, typed twice (forgot password). */
export const newPasswordFormSchema = z.object(newPasswordShape).refine(confirmed, sameConfirmation);

/** Set or change the password of the account: the current one is asked for when there is one (`hasPassword`). */
export const passwordChangeFormSchema = (hasPassword: boolean | null) =>
  z
    .object({
      current: hasPassword ? z.string().min(1, "Enter your current password") : z.string(),
      ...newPasswordShape,
    })
    .refine(confirmed, sameConfirmation);
