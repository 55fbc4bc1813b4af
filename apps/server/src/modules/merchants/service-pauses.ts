/**
 * The diner services a location turned off for a while (issue 26): delivery, online check-in, reservations. The
 * merchants module keeps them; staff turn them off and on, and orders, the waitlist and reservations refuse a diner
 * meanwhile (409 DELIVERY_OFF, CHECKIN_OFF, RESERVATIONS_OFF) naming when the service is back, on the restaurant's
 * clock. A pause whose time has passed reads as on.
 */
import { REFUSALS } from "@forkful/contracts/refusals";
import type { DinerService, ServicesOffUntil } from "@forkful/contracts/services-off";
import type { Executor } from "../../db/client";
import { ConflictError } from "../../lib/domain-errors";
import { restaurantClock } from "./restaurant-clock";
import { deleteServicePause, findServicePauses, type ServicePauseRow, saveServicePause } from "./service-pauses.repository";

/** A service that is off now: until a time, or (null) until turned back on; who turned it off and when. */
export interface ServiceOff {
  service: DinerService;
  until: Date | null;
  setBy: string;
  setAt: Date;
}

const isOffAt = (row: ServicePauseRow, now: Date) => row.until === null || row.until.getTime() > now.getTime();

/** The location's services that are off at `now`. */
export async function servicesOffAt(executor: Executor, locationId: number, now: Date): Promise<ServiceOff[]> {
  const rows = await findServicePauses(executor, locationId);
  return rows.filter((row) => isOffAt(row, now)).map(({ service, until, setBy, setAt }) => ({ service, until, setBy, setAt }));
}

/** The restaurant detail's `servicesOffUntil`: each service off now, with when it is back (null: until turned back on). */
export async function servicesOffUntilOf(executor: Executor, locationId: number, now: Date): Promise<ServicesOffUntil> {
  const off = await servicesOffAt(executor, locationId, now);
  return Object.fromEntries(off.map(({ service, until }) => [service, until?.toISOString() ?? null]));
}

/** Turns a service off until `until` (null: until turned back on), set by a staff member at `now`. */
export async function turnServiceOff(
  executor: Executor,
  {
    locationId,
    service,
    until,
    staffId,
    now,
  }: { locationId: number; service: DinerService; until: Date | null; staffId: string; now: Date },
): Promise<void> {
  await saveServicePause(executor, { locationId, service, until, setBy: staffId, setAt: now });
}

/** Turns a service back on: answers whether it was off (a pause that had ended counts as on). */
export async function turnServiceOn(
  executor: Executor,
  { locationId, service, now }: { locationId: number; service: DinerService; now: Date },
) {
  const wasOff = (await servicesOffAt(executor, locationId, now)).some((off) => off.service === service);
  await deleteServicePause(executor, locationId, service);
  return wasOff;
}

const REFUSAL_OF = { delivery: REFUSALS.DELIVERY_OFF, checkin: REFUSALS.CHECKIN_OFF, reservations: REFUSALS.RESERVATIONS_OFF } as const;

/** Refuses (409 DELIVERY_OFF, CHECKIN_OFF or RESERVATIONS_OFF) what a diner asks of a service that is off now. */
export async function assertServiceOn(
  executor: Executor,
  { location, service, now }: { location: { id: number; branchName: string; timeZone: string }; service: DinerService; now: Date },
): Promise<void> {
  const off = (await servicesOffAt(executor, location.id, now)).find((pause) => pause.service === service);
  if (!off) return;
  const backAt = off.until ? restaurantClock(off.until, now, location.timeZone) : null;
  throw new ConflictError(REFUSAL_OF[service](location.branchName, backAt));
}
