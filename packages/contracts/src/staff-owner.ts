/**
 * An owner of several restaurants (issue 26), beyond the spec: the restaurants a signed-in owner (or manager) may run,
 * and an owner's switch to another of theirs (a new session there; the old one ends). JSON.
 */
import { z } from "zod";
import { staffSignInAnswerSchema } from "./staff-sessions";

/** A restaurant the caller may run: its location, its name as diners see it, and whether the session is at it. */
export const staffRestaurantSchema = z.object({
  locationId: z.number().int(),
  name: z.string(),
  branchName: z.string(),
  city: z.string(),
  currency: z.enum(["USD", "INR"]),
  timeZone: z.string(),
  /** The session of this call is at this restaurant. */
  current: z.boolean(),
});
export type StaffRestaurant = z.infer<typeof staffRestaurantSchema>;

/** GET /staff/restaurants: an owner's restaurants (in the order they were given), a manager's own one. */
export const staffRestaurantsAnswerSchema = z.object({ restaurants: z.array(staffRestaurantSchema) });
export type StaffRestaurants = z.infer<typeof staffRestaurantsAnswerSchema>;

/** A restaurant's location id, as a body or query field names it. */
export const restaurantLocationIdSchema = z.coerce
  .number({ message: "locationId must be a restaurant's number" })
  .int("locationId must be a restaurant's number")
  .positive("locationId must be a restaurant's number");

/** POST /staff/switch: the restaurant to go to. */
export const staffSwitchBodySchema = z.object({ locationId: restaurantLocationIdSchema });
/** POST /staff/switch: a new session at that restaurant, as a sign-in answers. */
export const staffSwitchAnswerSchema = staffSignInAnswerSchema;

/** Refusals of an owner's restaurants. */
export const STAFF_OWNER_REFUSALS = {
  /** 403: switching to (or signing in at) a restaurant that is not the caller's. */
  notYourRestaurant: "This restaurant is not one of yours",
} as const;
