/** Reservations at the seeded restaurants, for the reservation journey: a restaurant with free tables tomorrow. */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload } from "@forkful/contracts/envelope";
import { type ReservationSlots, reservationSlotsAnswerSchema } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { APIRequestContext } from "@playwright/test";
import { allRestaurantDetails } from "./api";

/** Tomorrow (YYYY-MM-DD) in the restaurant's own calendar. */
export function tomorrowIn(timeZone: string): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export async function slotsOf(request: APIRequestContext, locationId: number, guestCount: number, date: string): Promise<ReservationSlots> {
  const response = await request.get(`${API_BASE_PATH}/merchants/generate-reservation-slot/${locationId}`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION },
    params: { guestCount, date },
  });
  if (!response.ok()) throw new Error(`slots answered ${response.status()}: ${await response.text()}`);
  const { encryptedText } = (await response.json()) as { encryptedText: string };
  return reservationSlotsAnswerSchema.parse(decodePayload(encryptedText));
}

/**
 * The `nth` seeded restaurant that takes reservations and has a free table for `guestCount` tomorrow (each project
 * takes its own, as both share one server).
 */
export async function restaurantWithTablesTomorrow(request: APIRequestContext, nth: number, guestCount = 4): Promise<RestaurantDetail> {
  const candidates: RestaurantDetail[] = [];
  for (const restaurant of await allRestaurantDetails(request)) {
    if (restaurant.disabledServices.isReservation || restaurant.workingHours.length === 0) continue;
    const slots = await slotsOf(request, restaurant.id, guestCount, tomorrowIn(restaurant.timeZoneCd));
    if (slots.open && slots.slots.filter((s) => s.available).length >= 2) candidates.push(restaurant);
  }
  const restaurant = candidates[nth % candidates.length];
  if (!restaurant) throw new Error(`No seeded restaurant has a free table for ${guestCount} tomorrow`);
  return restaurant;
}
