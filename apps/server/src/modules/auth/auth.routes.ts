/** The sign-in calls of spec §7: encoded ones, the JSON /api/v2 OTP calls, and token refresh and sign-out. */
import {
  AUTH_TEXTS,
  authTokensSchema,
  countriesAnswerSchema,
  loginAnswerSchema,
  loginRequestSchema,
  logoutAnswerSchema,
  refreshRequestSchema,
  requestOtpAnswerSchema,
  requestOtpBodySchema,
  resetPasswordAnswerSchema,
  resetPasswordBodySchema,
  sendSmsAnswerSchema,
  sendSmsRequestSchema,
  validateOtpAnswerSchema,
  validateOtpRequestSchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
} from "@forkful/contracts/auth";
import { DEFAULTS } from "@forkful/contracts/constants";
import { COUNTRIES } from "@forkful/contracts/phone";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import { toCustomerDetails } from "../customers/public";
import type { AuthDeps } from "./auth-deps";
import { refreshSession } from "./refresh-session";
import { requestChangeMobileCode, requestSignInCode } from "./request-code";
import { sendResetCode, setNewPassword, verifyResetCode } from "./reset-password";
import { signInWithCode } from "./sign-in-with-code";
import { signInWithPassword } from "./sign-in-with-password";
import { signOut } from "./sign-out";

const success = (responseMessage: string) => ({ responseCode: "SUCCESS" as const, responseMessage });
const tag = "auth";

interface AuthRouteOptions {
  deps: AuthDeps;
  /** Guessing passwords or codes is slowed per client address, on top of the one-time codes' own limits. */
  strict: { rateLimit: { max: number; timeWindow: string } };
}

export async function authRoutes(app: FastifyInstance, { deps, attemptsPerMinute }: { deps: AuthDeps; attemptsPerMinute: number }) {
  const options: AuthRouteOptions = { deps, strict: { rateLimit: { max: attemptsPerMinute, timeWindow: "1 minute" } } };
  passwordRoutes(app, options);
  codeRoutes(app, options);
  sessionRoutes(app, options);
}

/** Signing in with a password, and resetting a forgotten one. */
function passwordRoutes(app: FastifyInstance, { deps, strict }: AuthRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/customer/login/v2",
    encodedCall(tag, "Sign in with a username, email or mobile and a password", {
      body: loginRequestSchema,
      answer: loginAnswerSchema,
      config: strict,
    }),
    async (request) => signInWithPassword(deps, request.body),
  );

  routes.post(
    "/customer/resetPassword",
    encodedCall(tag, "Reset a password: send a code, verify it, set the new password", {
      body: resetPasswordBodySchema,
      answer: resetPasswordAnswerSchema,
      config: strict,
    }),
    async (request) => {
      const body = request.body;
      if ("resetToken" in body) {
        await setNewPassword(deps, body);
        return { metaDataInfo: success(AUTH_TEXTS.passwordReset) };
      }
      if (body.sendOtp) {
        await sendResetCode(deps, { phoneNumber: body.mobilePhone, clientIp: request.ip });
        return { metaDataInfo: success(AUTH_TEXTS.otpSent) };
      }
      const resetToken = await verifyResetCode(deps, { phoneNumber: body.mobilePhone, code: body.otp });
      return { metaDataInfo: success("Verified"), resetToken };
    },
  );
}

/** Signing in with a code sent by SMS: the encoded calls and the JSON /api/v2 ones. */
function codeRoutes(app: FastifyInstance, { deps, strict }: AuthRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/customer/sendSMS",
    encodedCall(tag, "Send a sign-in code by SMS", { body: sendSmsRequestSchema, answer: sendSmsAnswerSchema, config: strict }),
    async (request) => {
      const sent = await requestSignInCode(deps, { phoneNumber: request.body.mobilePhone, clientIp: request.ip });
      return { metaDataInfo: success(AUTH_TEXTS.otpSent), ...sent };
    },
  );

  routes.post(
    "/customer/validateOTP/v2",
    encodedCall(tag, "Verify a sign-in code and open a session", {
      body: validateOtpRequestSchema,
      answer: validateOtpAnswerSchema,
      config: strict,
    }),
    async (request) => {
      const body = request.body;
      const { customer, tokens } = await signInWithCode(
        deps,
        { ...body, phoneNumber: body.mobilePhone, code: body.otp },
        callerOf(request),
      );
      return {
        statusCodeValue: 200 as const,
        customerId: customer.id,
        // Found or made by this number, so always the number the code was sent to.
        mobilePhone: customer.phoneNumber ?? body.mobilePhone,
        name: customer.fullName,
        email: customer.email,
        isGuestUser: customer.isGuest,
        metaDataInfo: success("Verified"),
        ...tokens,
      };
    },
  );

  routes.post(
    "/api/v2/customers/auth/request-otp",
    jsonCall(tag, "Send a code (JSON); 429 when rate limited", {
      body: requestOtpBodySchema,
      answer: requestOtpAnswerSchema,
      config: strict,
    }),
    async (request) => {
      const asked = { phoneNumber: request.body.mobilePhone, clientIp: request.ip };
      if (request.body.purpose === "change-mobile") {
        return { sent: true as const, ...(await requestChangeMobileCode(deps, asked)) };
      }
      return { sent: true as const, ...(await requestSignInCode(deps, asked)) };
    },
  );

  routes.post(
    "/api/v2/customers/auth/verify-otp",
    jsonCall(tag, "Verify a code (JSON) and open a session", { body: verifyOtpBodySchema, answer: verifyOtpAnswerSchema, config: strict }),
    async (request) => {
      const body = request.body;
      const signIn = { ...body, phoneNumber: body.mobilePhone, code: body.otp, isGuestUser: false };
      const { customer, tokens } = await signInWithCode(deps, signIn, callerOf(request));
      return { customerDetails: toCustomerDetails(customer), ...tokens };
    },
  );
}

/** Sessions (token refresh and sign-out) and the countries whose numbers can sign in. */
function sessionRoutes(app: FastifyInstance, { deps }: Pick<AuthRouteOptions, "deps">) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/customer/token/v2",
    encodedCall(tag, "Exchange a refresh token for a new pair (rotation)", { body: refreshRequestSchema, answer: authTokensSchema }),
    async (request) => refreshSession(deps, request.body),
  );

  routes.post(
    "/customer/logout/v2",
    encodedCall(tag, "Sign out: revoke the session of this refresh token", { body: refreshRequestSchema, answer: logoutAnswerSchema }),
    async (request) => {
      await signOut(deps, request.body);
      return { metaDataInfo: success(AUTH_TEXTS.signedOut) };
    },
  );

  routes.get(
    "/customer/getCountry/v2",
    encodedCall(tag, "Countries whose mobile numbers can sign in", { answer: countriesAnswerSchema }),
    async () => ({
      countries: COUNTRIES.map(({ countryCode, iso, name, flag }) => ({ countryCode, iso, name, flag })),
      defaultCountryCode: DEFAULTS.countryCode,
    }),
  );
}
