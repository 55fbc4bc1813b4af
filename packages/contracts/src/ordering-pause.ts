/**
 * Pausing or pacing a restaurant's online ordering (issue 26): a manager stops new orders for a while when the kitchen
 * is slammed, or lets at most N in per 15 minutes. Orders for now are refused meanwhile (409 ORDERING_PAUSED, naming
 * when ordering opens again); an order for a time after that is still taken; a table's rounds are never paused.
 */
import { z } from "zod";

/** The pacing window: at most paceLimit orders for now placed within it. */
export const PACE_WINDOW_MINUTES = 15;
export const PAUSE_MINUTES = { min: 5, max: 240 } as const;
export const PACE_LIMIT = { min: 1, max: 500 } as const;
/** The longest pause a manager may set with pausedUntil (hours from now). */
export const PAUSE_MAX_HOURS = 24;

export const ORDERING_TEXTS = {
  pauseMinutes: `A pause is a whole number of minutes from ${PAUSE_MINUTES.min} to ${PAUSE_MINUTES.max}`,
  pausedUntil: "pausedUntil must be an ISO date-time, or null to take orders again",
  pausedUntilPast: "Choose a time to pause until that is still to come",
  pausedUntilFar: `A pause lasts at most ${PAUSE_MAX_HOURS} hours`,
  pauseTwice: "Give either pausedUntil or pauseMinutes, not both",
  paceLimit: `A pace is a whole number of orders from ${PACE_LIMIT.min} to ${PACE_LIMIT.max} per ${PACE_WINDOW_MINUTES} minutes, or null`,
  nothingToChange: "Say what to change: pausedUntil, pauseMinutes or paceLimit",
  /** The 409 of an order for now while ordering is paused or at its pace: `opensAt` as the restaurant's clock reads it. */
  paused: (branchName: string, opensAt: string) => `${branchName} is not taking new orders until ${opensAt}. Choose ${opensAt} or later.`,
} as const;

/** PUT /staff/ordering: pause until a time (null: take orders again) or for N minutes, and/or set the pace (null: none). */
export const staffOrderingBodySchema = z
  .object({
    pausedUntil: z.iso.datetime({ offset: true, message: ORDERING_TEXTS.pausedUntil }).nullable().optional(),
    pauseMinutes: z
      .number({ message: ORDERING_TEXTS.pauseMinutes })
      .int(ORDERING_TEXTS.pauseMinutes)
      .min(PAUSE_MINUTES.min, ORDERING_TEXTS.pauseMinutes)
      .max(PAUSE_MINUTES.max, ORDERING_TEXTS.pauseMinutes)
      .optional(),
    paceLimit: z
      .number({ message: ORDERING_TEXTS.paceLimit })
      .int(ORDERING_TEXTS.paceLimit)
      .min(PACE_LIMIT.min, ORDERING_TEXTS.paceLimit)
      .max(PACE_LIMIT.max, ORDERING_TEXTS.paceLimit)
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.pausedUntil !== undefined && body.pauseMinutes !== undefined)
      ctx.addIssue({ code: "custom", path: ["pauseMinutes"], message: ORDERING_TEXTS.pauseTwice });
    if (body.pausedUntil === undefined && body.pauseMinutes === undefined && body.paceLimit === undefined)
      ctx.addIssue({ code: "custom", path: [], message: ORDERING_TEXTS.nothingToChange });
  });
export type StaffOrderingBody = z.infer<typeof staffOrderingBodySchema>;

/** GET and PUT /staff/ordering: how the restaurant takes online orders now. */
export const staffOrderingSchema = z.object({
  /** Paused until this time (ISO); null when not paused (a pause that has ended reads as null). */
  pausedUntil: z.string().nullable(),
  /** At most this many orders for now per 15 minutes; null: no pace. */
  paceLimit: z.number().int().nullable(),
  /** Orders for now placed in the last 15 minutes (what the pace counts). */
  ordersInWindow: z.number().int(),
  /** When an order for now is taken again (ISO): null when one is taken now. */
  opensAt: z.string().nullable(),
  /** Why orders for now are refused now: paused, at its pace, or null (taking orders). */
  closedBy: z.enum(["pause", "pace"]).nullable(),
});
export type StaffOrdering = z.infer<typeof staffOrderingSchema>;
