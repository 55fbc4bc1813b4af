/** A restaurant as the booking modules (tables, bookings, waitlist, reservations, floor) read it. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { merchantLocations, merchants, type WorkingHoursRow } from "../../db/schema/merchants";

/** What booking rules need of a restaurant. */
export interface LocationForBookings {
  id: number;
  slug: string;
  merchantType: string;
  branchName: string;
  timeZone: string;
  workingHours: WorkingHoursRow[];
  onlineCheckin: boolean;
  /** disabledServices.isReservation: no reservations online. */
  reservationsOff: boolean;
  maxOnlineCheckin: number;
  maxCheckinWaitThreshold: number;
  tableSection: { id: number; name: string }[];
  phoneNumber: string;
  active: boolean;
}

const locationColumns = {
  id: merchantLocations.id,
  slug: merchantLocations.locationSlug,
  merchantType: merchants.merchantType,
  branchName: merchantLocations.branchName,
  timeZone: merchantLocations.timeZoneCd,
  workingHours: merchantLocations.workingHours,
  onlineCheckin: merchantLocations.onlineCheckin,
  disabledServices: merchantLocations.disabledServices,
  maxOnlineCheckin: merchantLocations.maxOnlineCheckin,
  maxCheckinWaitThreshold: merchantLocations.maxCheckinWaitThreshold,
  tableSection: merchantLocations.tableSection,
  phoneNumber: merchantLocations.phoneNumber,
  active: merchantLocations.active,
};

/** The restaurant by its location id (live or not), or null. */
export async function locationForBookings(executor: Executor, locationId: number): Promise<LocationForBookings | null> {
  const [row] = await executor
    .select(locationColumns)
    .from(merchantLocations)
    .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
    .where(eq(merchantLocations.id, locationId));
  if (!row) return null;
  const { disabledServices, ...rest } = row;
  return { ...rest, reservationsOff: disabledServices.isReservation === true };
}
