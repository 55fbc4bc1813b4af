/**
 * A manager's team (issue 26), beyond the spec: the restaurant's staff accounts, added, changed, turned off and given a
 * new password by its manager, and the record of every such action (who, when). JSON.
 */
import { z } from "zod";
import { fullNameSchema, passwordSchema } from "./auth";
import { STAFF_ROLES, TEAM_ROLES } from "./staff-tables";

/** A staff user name: what staff type to sign in, kept in lower case (sign-in reads it so). */
export const staffUserNameSchema = z
  .string({ message: "Enter a user name" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,79}$/, "A user name has 3 to 80 letters, digits, dots, dashes or underscores");

export const staffRoleSchema = z.enum(TEAM_ROLES, { message: "role must be manager, kitchen or host" });

/** One account of the restaurant's team. */
export const staffMemberSchema = z.object({
  id: z.string(),
  userName: z.string(),
  fullName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** A turned-off account cannot sign in, and its sessions ended when it was turned off. */
  disabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /staff/team: the restaurant's staff, by name. */
export const staffTeamAnswerSchema = z.object({ staff: z.array(staffMemberSchema) });

/** POST /staff/team: a new account at the manager's restaurant, with a first password (the house's password rules). */
export const addStaffMemberBodySchema = z.object({
  userName: staffUserNameSchema,
  fullName: fullNameSchema,
  role: staffRoleSchema,
  password: passwordSchema,
});
export type AddStaffMember = z.infer<typeof addStaffMemberBodySchema>;

/** PUT /staff/team/{staffId}: any of role, full name and turned off, at least one. */
export const updateStaffMemberBodySchema = z
  .object({ role: staffRoleSchema.optional(), fullName: fullNameSchema.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.fullName !== undefined || body.disabled !== undefined, {
    message: "Send a role, a fullName or disabled to change",
  });
export type UpdateStaffMember = z.infer<typeof updateStaffMemberBodySchema>;

/** PUT /staff/team/{staffId}/password: the account's new password. */
export const resetStaffPasswordBodySchema = z.object({ password: passwordSchema });

export const staffMemberParamsSchema = z.object({ staffId: z.string().uuid("staffId is not valid") });

/** What a manager's team actions are recorded as (other modules record their own actions under their own names). */
export const STAFF_TEAM_ACTIONS = {
  added: "staff.added",
  changed: "staff.changed",
  passwordReset: "staff.password-reset",
} as const;

/** One recorded staff action: who did what to what, and when. `detail` never holds a password. */
export const staffActionSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), fullName: z.string() }),
  subjectType: z.string(),
  subjectId: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type StaffAction = z.infer<typeof staffActionSchema>;

/** GET /staff/team/{staffId}/history: what was done to the account and what it did, newest first (the last 100). */
export const staffHistoryAnswerSchema = z.object({ actions: z.array(staffActionSchema) });

/** Why a manager's team action is refused. */
export const STAFF_TEAM_REFUSALS = {
  /** 409 */
  userNameTaken: "This user name is taken. Choose another.",
  /** 409: a restaurant is never left without a manager by its manager's own slip. */
  ownAccess: "You cannot turn off your own account or take away your own manager role. Ask another manager.",
  /** 404: an account of another restaurant is not found either. */
  notFound: "No staff account with this ID at your restaurant",
} as const;
