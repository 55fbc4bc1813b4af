/**
 * The watch (a recurring job): every DELIVERY_WATCH_MS the couriers of later orders that are now due are asked for (once across
 * instances: each is claimed in the database), the sandbox partners send their webhooks (tick), or, with live partners, each
 * unfinished delivery is asked how it stands (DoorDash signs its webhooks with a token of its own, not Forkful's
 * signature, so asking is what keeps a live delivery moving); then each courier on the road is located, the point
 * kept on the delivery and pushed to the order's trackers as a "courier" event.
 */
import type { DeliveryPartner, DeliveryState } from "@forkful/contracts/delivery";
import type { Database } from "../../db/client";
import { courierPointOf } from "./courier-point";
import { askDueCouriers } from "./courier-timing";
import type { DeliveryDeps } from "./delivery-deps";
import { partnerWebhook } from "./partner-webhook";
import { publishCourier } from "./publish-delivery";

type WatchDeps = DeliveryDeps;

/** Each unfinished live delivery, as its partner tells it now: the same path a webhook takes. */
async function askLivePartners(deps: WatchDeps): Promise<void> {
  for (const row of await deps.deliveries.unfinished()) {
    const event = { partner: row.partner as DeliveryPartner, externalId: row.externalId, state: row.state as DeliveryState };
    await partnerWebhook(deps, event).catch((error: unknown) =>
      deps.log.warn({ err: error, partner: row.partner }, "the delivery partner could not be asked how its delivery stands"),
    );
  }
}

export async function watchOnce(deps: WatchDeps): Promise<void> {
  await askDueCouriers(deps).catch((error: unknown) => deps.log.error({ err: error }, "asking for due couriers failed"));
  if (deps.sandbox)
    await deps.sandbox.tick().catch((error: unknown) => deps.log.error({ err: error }, "the sandbox couriers' tick failed"));
  else await askLivePartners(deps);
  for (const { delivery: row, orderStatus, locationId } of await deps.deliveries.onTheRoad()) {
    const point = await courierPointOf(deps, row);
    if (!point) continue;
    await deps.deliveries.update(row.id, { courierLat: point.lat, courierLng: point.lng, courierAt: point.at });
    await publishCourier(deps, {
      orderId: row.orderId,
      locationId,
      status: orderStatus,
      point,
      eta: row.etaAt,
      state: row.state as DeliveryState,
    });
  }
}

/** The job that runs the watch (every DELIVERY_WATCH_MS). */
export const WATCH_DELIVERIES_JOB = "watch-deliveries";

/** Each app's watch, by its database: tests run the app's watch by hand (delivery-test-kit) instead of waiting for it. */
const watches = new WeakMap<Database, () => Promise<void>>();

export function runWatchOf(db: Database): Promise<void> {
  const watch = watches.get(db);
  if (!watch) throw new Error("No delivery watch was set up for this database");
  return watch();
}

/** The app's watch, one round at a time here, known by its database until the function it answers forgets it. */
export function courierWatchOf(deps: WatchDeps, db: Database): { round: () => Promise<void>; forget: () => void } {
  let running: Promise<void> | null = null;
  const round = async () => {
    if (!running) running = watchOnce(deps).finally(() => (running = null));
    return running;
  };
  watches.set(db, round);
  // A second app on the same database (a restart in tests) may have set its own watch since.
  return { round, forget: () => watches.get(db) === round && void watches.delete(db) };
}
