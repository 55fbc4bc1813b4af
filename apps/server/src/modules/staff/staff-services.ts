/**
 * A manager turns delivery, online check-in or reservations off for a while, or until turned back on, and on again
 * (issue 26). The pauses are the merchants module's; each change is recorded as a staff action (who, when, what) in
 * its own transaction.
 */
import { DINER_SERVICES, type ServiceState, type StaffServices, type StaffServicesBody } from "@forkful/contracts/services-off";
import type { Executor } from "../../db/client";
import type { StaffCaller } from "../../plugins/caller";
import { servicesOffAt, turnServiceOff, turnServiceOn } from "../merchants/public";
import { recordStaffAction, staffNamesOf } from "./staff-actions";
import type { StaffDeps } from "./staff-deps";

/** The three services now, in DINER_SERVICES order, with who turned each off (by full name) and when. */
async function servicesNow(executor: Executor, locationId: number, now: Date): Promise<StaffServices> {
  const off = await servicesOffAt(executor, locationId, now);
  const names = await staffNamesOf(
    executor,
    off.map((pause) => pause.setBy),
  );
  const services = DINER_SERVICES.map((service): ServiceState => {
    const pause = off.find((p) => p.service === service);
    if (!pause) return { service, off: false, until: null, setBy: null, setAt: null };
    const setBy = names.get(pause.setBy) ?? null;
    return { service, off: true, until: pause.until?.toISOString() ?? null, setBy, setAt: pause.setAt.toISOString() };
  });
  return { services };
}

export function staffServices(deps: Pick<StaffDeps, "db" | "clock">, caller: StaffCaller): Promise<StaffServices> {
  return servicesNow(deps.db, caller.locationId, deps.clock());
}

export async function setStaffServices(
  deps: Pick<StaffDeps, "db" | "clock">,
  change: StaffServicesBody,
  caller: StaffCaller,
): Promise<StaffServices> {
  const now = deps.clock();
  const { locationId, staffId } = caller;
  const { service } = change;
  await deps.db.transaction(async (tx) => {
    if (change.minutes === null) {
      const wasOff = await turnServiceOn(tx, { locationId, service, now });
      if (!wasOff) return;
      await recordStaffAction(tx, { actor: caller, action: "service.on", subjectType: "service", subjectId: service, at: now });
      return;
    }
    const until = change.minutes === undefined ? null : new Date(now.getTime() + change.minutes * 60_000);
    await turnServiceOff(tx, { locationId, service, until, staffId, now });
    const detail = { until: until?.toISOString() ?? null, minutes: change.minutes ?? null };
    await recordStaffAction(tx, { actor: caller, action: "service.off", subjectType: "service", subjectId: service, detail, at: now });
  });
  return servicesNow(deps.db, locationId, now);
}
