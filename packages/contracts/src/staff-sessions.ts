/**
 * Staff sessions (issue 26), beyond the spec: the same rules as diners' sessions (a short-lived access token, a refresh
 * token rotated on each use, a replayed one ends the session), kept apart from them. JSON.
 */
import { z } from "zod";
import { refreshRequestSchema } from "./auth";
import { staffLoginAnswerSchema } from "./staff";

/** The tokens of a staff session: a refresh token is spent by POST /staff/token for the next pair. */
export const staffTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token stops working (ISO 8601): refresh a little before. */
  accessTokenExpiresAt: z.string(),
});
export type StaffTokens = z.infer<typeof staffTokensSchema>;

/** POST /staff/login: the access token and the signed-in staff member as before, and the session's refresh token. */
export const staffSignInAnswerSchema = staffLoginAnswerSchema.extend(staffTokensSchema.shape);
export type StaffSignInAnswer = z.infer<typeof staffSignInAnswerSchema>;

/** POST /staff/token: the refresh token to spend. */
export const staffTokenBodySchema = refreshRequestSchema;

/** POST /staff/logout: the session of the access token is over. */
export const staffLogoutAnswerSchema = z.object({ signedOut: z.literal(true) });

/** Texts of staff sessions. */
export const STAFF_SESSION_TEXTS = {
  /** 403 to the right password of an account a manager turned off. */
  accountDisabled: "This staff account is turned off. Ask your manager.",
} as const;
