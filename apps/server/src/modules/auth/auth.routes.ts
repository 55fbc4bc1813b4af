/** The sign-in calls of spec §7: encoded ones, the JSON /api/v2 OTP calls, and token refresh and sign-out. */
import {
  AUTH_TEXTS,
  countriesAnswerSchema,
  loginRequestSchema,
  refreshRequestSchema,
  requestOtpAnswerSchema,
  requestOtpBodySchema,
  resetPasswordRequestSchema,
  sendSmsRequestSchema,
  validateOtpRequestSchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
} from "@forkful/contracts/auth";
import { DEFAULTS } from "@forkful/contracts/constants";
import { decodePayload, encodedAnswerSchema } from "@forkful/contracts/envelope";
import { COUNTRIES } from "@forkful/contracts/phone";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BadRequestError } from "../../lib/domain-errors";
import { decodeData, encoded } from "../../lib/encoded-body";
import { encodedBody } from "../../lib/route-schemas";
import { toCustomerDetails } from "../customers/customer-mapper";
import type { AuthService } from "./auth.service";
import type { SessionService } from "./session.service";

const encodedCall = (summary: string) => encodedBody("auth", summary);
const success = (responseMessage: string) => ({ responseCode: "SUCCESS" as const, responseMessage });

/**
 * The reset call has three steps in one union, whose own error is a bare "Invalid input": the step
 * is read first, then checked with its own schema, so a refusal names the field that is wrong.
 */
function resetStepSchema(payload: unknown) {
  const [setPassword, sendCode, verifyCode] = resetPasswordRequestSchema.options;
  const body = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  if (typeof body.sendOtp !== "boolean") {
    throw new BadRequestError("sendOtp is required: true to send a code, false to verify it or to set the new password");
  }
  if (body.sendOtp) return sendCode;
  return "resetToken" in body ? setPassword : verifyCode;
}

export async function authRoutes(
  app: FastifyInstance,
  { auth, sessions, attemptsPerMinute }: { auth: AuthService; sessions: SessionService; attemptsPerMinute: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Guessing passwords or codes is slowed per client address, on top of the OTP service's own limits.
  const strict = { rateLimit: { max: attemptsPerMinute, timeWindow: "1 minute" } };

  routes.post(
    "/customer/login/v2",
    { config: strict, schema: encodedCall("Sign in with a username, email or mobile and a password") },
    async (request) => {
      const { userName, password } = decodeData(request.body.data, loginRequestSchema);
      return encoded(await auth.login(userName, password));
    },
  );

  routes.post("/customer/sendSMS", { config: strict, schema: encodedCall("Send a sign-in code by SMS") }, async (request) => {
    const { mobilePhone } = decodeData(request.body.data, sendSmsRequestSchema);
    const sent = await auth.sendSignInCode(mobilePhone, request.ip);
    return encoded({ metaDataInfo: success(AUTH_TEXTS.otpSent), ...sent });
  });

  routes.post(
    "/customer/validateOTP/v2",
    { config: strict, schema: encodedCall("Verify a sign-in code and open a session") },
    async (request) => {
      const body = decodeData(request.body.data, validateOtpRequestSchema);
      const { customer, tokens } = await auth.signInWithCode({ ...body, phoneNumber: body.mobilePhone, code: body.otp });
      return encoded({
        statusCodeValue: 200,
        customerId: customer.id,
        mobilePhone: customer.phoneNumber,
        name: customer.fullName,
        email: customer.email,
        isGuestUser: customer.isGuest,
        metaDataInfo: success("Verified"),
        ...tokens,
      });
    },
  );

  routes.post(
    "/customer/resetPassword",
    { config: strict, schema: encodedCall("Reset a password: send a code, verify it, set the new password") },
    async (request) => {
      const body = decodeData(request.body.data, resetStepSchema(decodePayload(request.body.data)));
      if ("resetToken" in body) {
        await auth.resetPassword(body.resetToken, body.newPassword);
        return encoded({ metaDataInfo: success(AUTH_TEXTS.passwordReset) });
      }
      if (body.sendOtp) {
        await auth.sendResetCode(body.mobilePhone, request.ip);
        return encoded({ metaDataInfo: success(AUTH_TEXTS.otpSent) });
      }
      const resetToken = await auth.verifyResetCode(body.mobilePhone, body.otp);
      return encoded({ metaDataInfo: success("Verified"), resetToken });
    },
  );

  routes.get(
    "/customer/getCountry/v2",
    { schema: { tags: ["auth"], summary: "Countries whose mobile numbers can sign in", response: { 200: encodedAnswerSchema } } },
    async () =>
      encoded(
        countriesAnswerSchema.parse({
          countries: COUNTRIES.map(({ countryCode, iso, name, flag }) => ({ countryCode, iso, name, flag })),
          defaultCountryCode: DEFAULTS.countryCode,
        }),
      ),
  );

  routes.post(
    "/api/v2/customers/auth/request-otp",
    {
      config: strict,
      schema: {
        tags: ["auth"],
        summary: "Send a code (JSON); 429 when rate limited",
        body: requestOtpBodySchema,
        response: { 200: requestOtpAnswerSchema },
      },
    },
    async (request) => {
      const { mobilePhone, purpose } = request.body;
      if (purpose === "change-mobile") {
        return { sent: true as const, isNewUser: false, ...(await auth.sendChangeMobileCode(mobilePhone, request.ip)) };
      }
      return { sent: true as const, ...(await auth.sendSignInCode(mobilePhone, request.ip)) };
    },
  );

  routes.post(
    "/api/v2/customers/auth/verify-otp",
    {
      config: strict,
      schema: {
        tags: ["auth"],
        summary: "Verify a code (JSON) and open a session",
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpAnswerSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const { customer, tokens } = await auth.signInWithCode({
        ...body,
        phoneNumber: body.mobilePhone,
        code: body.otp,
        isGuestUser: false,
      });
      return { customerDetails: toCustomerDetails(customer), ...tokens };
    },
  );

  routes.post("/customer/token/v2", { schema: encodedCall("Exchange a refresh token for a new pair (rotation)") }, async (request) => {
    const { refreshToken } = decodeData(request.body.data, refreshRequestSchema);
    return encoded(await sessions.refresh(refreshToken));
  });

  routes.post("/customer/logout/v2", { schema: encodedCall("Sign out: revoke the session of this refresh token") }, async (request) => {
    const { refreshToken } = decodeData(request.body.data, refreshRequestSchema);
    await sessions.revoke(refreshToken);
    return encoded({ metaDataInfo: success(AUTH_TEXTS.signedOut) });
  });
}
