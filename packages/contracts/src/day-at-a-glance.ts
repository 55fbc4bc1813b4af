/**
 * The day at a glance (issue 26), beyond the spec: a restaurant's orders of one day in its own time zone, with the
 * money taken, how long the kitchen and the diners waited, how many were late, and the same by hour. JSON.
 */
import { z } from "zod";
import { staffRestaurantSchema } from "./staff-owner";

const isCalendarDay = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
/** A day, YYYY-MM-DD. */
export const dayDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(value)) && isCalendarDay(value), "date is not a day on the calendar");

/** GET /staff/day?date=&all=: the day (default: today at the restaurant); `all=1` asks an owner for every restaurant. */
export const staffDayQuerySchema = z.object({
  date: dayDateSchema.optional(),
  all: z.enum(["0", "1"], { message: "all is 1 (every restaurant of an owner) or 0" }).optional(),
});
export type StaffDayQuery = z.infer<typeof staffDayQuerySchema>;

/** The figures of a day, or of one hour of it. Money is minor units in the restaurant's currency. */
export const dayFiguresSchema = z.object({
  /** Orders placed (cancelled ones left out). */
  orders: z.number().int(),
  /** Money taken for those orders, refunds taken off. */
  revenue: z.number().int(),
  /** Average minutes from accepted to ready; null when no order got that far. */
  averagePrepMinutes: z.number().nullable(),
  /** Average minutes from placed to handed over (picked up, delivered, served); null when none was. */
  averageWaitMinutes: z.number().nullable(),
  /** Orders ready (or handed over, when never marked ready) after their promised time, or not ready yet past it. */
  lateOrders: z.number().int(),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/** One hour of the day (0–23, the restaurant's wall clock) with any order placed in it. */
export const hourFiguresSchema = dayFiguresSchema.extend({ hour: z.number().int().min(0).max(23) });
export type HourFigures = z.infer<typeof hourFiguresSchema>;

export const restaurantDaySchema = z.object({
  restaurant: staffRestaurantSchema,
  /** The day, YYYY-MM-DD, in the restaurant's time zone. */
  date: z.string(),
  figures: dayFiguresSchema,
  /** Hours with orders, earliest first. */
  hours: z.array(hourFiguresSchema),
});
export type RestaurantDay = z.infer<typeof restaurantDaySchema>;

/** GET /staff/day: the caller's restaurant (first), then an owner's others when `all=1`. */
export const staffDayAnswerSchema = z.object({ days: z.array(restaurantDaySchema) });
export type StaffDayAnswer = z.infer<typeof staffDayAnswerSchema>;

/** The screen's words. */
export const DAY_TEXTS = {
  title: "Today at a glance",
  orders: "Orders",
  revenue: "Revenue",
  averagePrep: "Avg prep",
  averageWait: "Avg wait",
  late: "Late",
  byHour: "Orders and revenue by hour",
  noOrders: "No orders yet today.",
  loadFailed: "The day's figures could not be loaded.",
  noFigure: "—",
} as const;
