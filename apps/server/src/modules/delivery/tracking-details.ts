/**
 * POST /delivery/status/v2 (spec §3, §4): the delivery's latest attempt as the tracker shows it: a runner with a
 * tracking URL, a runner only, an ETA only, or a failure in the diner's words. Before a courier: that one is asked
 * for on acceptance, or, for a delivery for later, shortly before its time (its ETA).
 */
import {
  DELIVERY_STATE_LABELS,
  DELIVERY_TEXTS,
  type DeliveryPartner,
  type DeliveryState,
  type TrackingDetails,
} from "@forkful/contracts/delivery";
import type { Caller, StaffCaller } from "../../plugins/caller";
import { runnerOf } from "../orders/public";
import { followedOrder } from "./delivery-access";
import type { DeliveryDeps } from "./delivery-deps";

const BEFORE_COURIER: TrackingDetails = {
  outcome: "etaOnly",
  deliveryProviderId: null,
  state: null,
  stateLabel: DELIVERY_TEXTS.beforeCourier,
  runner: null,
  trackingUrl: null,
  eta: null,
  message: null,
};

export async function trackingDetails(
  deps: Pick<DeliveryDeps, "db">,
  { orderId, deliveryProviderId }: { orderId: string; deliveryProviderId?: DeliveryPartner },
  caller: Caller | null,
  staff: StaffCaller | null,
): Promise<TrackingDetails> {
  const record = await followedOrder(deps, orderId, caller, staff);
  const latest = record.deliveries.find((row) => !deliveryProviderId || row.partner === deliveryProviderId);
  const { scheduledAt, orderTimeAsap } = record.order;
  // A delivery for later: its courier comes shortly before its time, and the time is the promise until then.
  if (!latest && scheduledAt && !orderTimeAsap)
    return { ...BEFORE_COURIER, stateLabel: DELIVERY_TEXTS.courierLater, eta: scheduledAt.toISOString() };
  if (!latest) return BEFORE_COURIER;
  const state = latest.state as DeliveryState;
  const base = {
    deliveryProviderId: latest.partner as DeliveryPartner,
    state,
    stateLabel: DELIVERY_STATE_LABELS[state] ?? state,
    eta: latest.etaAt?.toISOString() ?? null,
  };
  if (state === "cancelled") {
    return { ...base, outcome: "failure", runner: null, trackingUrl: null, message: latest.failure ?? DELIVERY_TEXTS.trackingFailed };
  }
  const runner = runnerOf(latest);
  const outcome = runner ? (latest.trackingUrl ? "runnerWithTrackingUrl" : "runnerOnly") : "etaOnly";
  return { ...base, outcome, runner, trackingUrl: runner ? latest.trackingUrl : null, message: null };
}
