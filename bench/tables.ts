/**
 * Tables for `npm run bench` (issue 12): the reservation slot call of a seeded restaurant for a party of 4 tomorrow,
 * and check-ins under load (a fresh diner, phone and idempotency key on every request, all at one restaurant, so
 * every one of them takes that restaurant's floor lock in turn). A demo restaurant takes check-ins only while it is
 * open and only up to its line's limit (12 parties): the check-in restaurant is opened all day with a line as long
 * as the run needs, in its own database, between the server's first boot and a second one (`prepareData`).
 */
import { randomUUID } from "node:crypto";
import type { bookingRequestSchema } from "@forkful/contracts/bookings";
import { encodeRequest } from "@forkful/contracts/envelope";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { ALL_DAYS, hours } from "../apps/server/seed/hours";
import { openDatabase } from "../apps/server/src/db/client";
import { merchantLocations } from "../apps/server/src/db/schema/merchants";
import { API, type BenchContext, type CallScenario, decodeAnswer, JSON_HEADERS, noFailures, p99Below, VERSION } from "./scenarios";

/** A seeded restaurant that takes reservations (three sections, fifteen tables). */
const SLOT_RESTAURANT = "gramercy-table-gramercy-park";
/** A seeded restaurant that takes online check-ins. */
const CHECKIN_RESTAURANT = "hudson-slice-co-west-village";
/** Long enough for any run: the line is never refused as full or as waiting too long. */
const UNBOUNDED_LINE = 1_000_000;

export async function locationOf(context: BenchContext, slug: string): Promise<RestaurantDetail> {
  const body = JSON.stringify(encodeRequest({ slug }));
  const { status, body: answer } = await context.call({
    method: "POST",
    path: `${API}/merchants/locations/slug`,
    headers: JSON_HEADERS,
    body,
  });
  if (status !== 200) throw new Error(`${slug} answered ${status}: ${answer.toString().slice(0, 300)}: is the demo data seeded?`);
  return decodeAnswer<RestaurantDetail>(answer);
}

/** Tomorrow's date, as the diner picking a day would send it. */
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);

export const reservationSlots: CallScenario = {
  name: "reservation slots (GET generate-reservation-slot)",
  // Computed on every call from the day's hours, the floor and its bookings (nothing cached): a page's wait.
  targets: [p99Below(100)],
  async prepare(context) {
    const restaurant = await locationOf(context, SLOT_RESTAURANT);
    const date = tomorrow();
    return {
      method: "GET",
      path: `${API}/merchants/generate-reservation-slot/${restaurant.id}?guestCount=4&date=${date}`,
      headers: VERSION,
      note: `a party of 4 on ${date} at ${restaurant.branchName}`,
    };
  },
};

/** A new number for every diner: +1 415 7xx xxxx, never one of the demo's. */
let diners = 0;
const freshPhone = () => `+1415${String(7_000_000 + (diners++ % 3_000_000)).padStart(7, "0")}`;

/**
 * Its p99 is reported beside the baseline, with no target: like an order's placement, a check-in is a dozen statements
 * (a new guest and session, the floor lock, the line read for an honest quote, the insert), and PGlite runs one
 * statement at a time — about 20 ms a check-in, some 50 a second at one restaurant, whatever the connections.
 */
export const checkinsUnderLoad: CallScenario = {
  name: "check-in under load (POST customer/reservations)",
  connections: 20,
  everyDatabase: true,
  targets: [noFailures],
  async prepareData(database) {
    const handle = await openDatabase({ ...database, poolSize: 1 });
    try {
      await handle.db
        .update(merchantLocations)
        .set({
          onlineCheckin: true,
          workingHours: hours(ALL_DAYS, ["00:00", "23:59"]),
          maxOnlineCheckin: UNBOUNDED_LINE,
          maxCheckinWaitThreshold: UNBOUNDED_LINE,
        })
        .where(eq(merchantLocations.locationSlug, CHECKIN_RESTAURANT));
    } finally {
      await handle.close();
    }
  },
  async prepare(context) {
    const restaurant = await locationOf(context, CHECKIN_RESTAURANT);
    const checkIn = (): z.input<typeof bookingRequestSchema> => ({
      idempotencyKey: randomUUID(),
      locationId: restaurant.id,
      guestCount: 2 + (diners % 4),
      fullName: "Bench Diner",
      phone: freshPhone(),
      countryCode: "+1",
    });
    const path = () => `${API}/customer/reservations?data=${encodeRequest(checkIn()).data}`;
    return {
      method: "POST",
      path: path(),
      headers: VERSION,
      freshPath: path,
      note: `a guest party of 2 to 5 joins the line at ${restaurant.branchName}, a new phone each time (the line grows all run)`,
    };
  },
};

export const tableScenarios: CallScenario[] = [reservationSlots, checkinsUnderLoad];
