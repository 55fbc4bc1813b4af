/**
 * The engine behind every sandbox partner (the SandboxCouriers of sandbox-couriers.ts) over sandbox_deliveries.
 * A delivery's state and courier are computed from (now − accepted_at) × pace (sandbox-timeline.ts); the store only
 * keeps what was quoted, booked, cancelled and last told to Forkful. Test addresses in the drop-off text:
 * "<PARTNER> refuses", "<PARTNER> cancels", "no couriers".
 */
import { randomBytes } from "node:crypto";
import { DELIVERY_STATES, type DeliveryPartner, type DeliveryState } from "@forkful/contracts/delivery";
import type { Clock } from "../../lib/clock";
import type { SandboxCouriers, SandboxDelivery, SandboxQuote, SandboxQuoteInput, SandboxRefusal } from "./sandbox-couriers";
import type { SandboxCouriersStore, SandboxDeliveryRow } from "./sandbox-couriers.store";
import { drawFrom, sandboxCourier, sandboxPrice } from "./sandbox-rates";
import { planTimeline, positionAt, rideRoute, routeKm, stateAt, type Timeline } from "./sandbox-timeline";

export interface SandboxCouriersDeps {
  store: SandboxCouriersStore;
  clock: Clock;
  /** How many times faster than real time couriers move. */
  pace: number;
  /** Forkful's public address: tracking pages are {publicUrl}/sandbox/delivery/{partner}/{id}. */
  publicUrl: string;
}

export const SANDBOX_QUOTE_VALID_MS = 10 * 60_000;
export const SANDBOX_PARTNER_CANCEL_REASON = "Courier unavailable";
/** Quotes nobody booked are forgotten this long after they expire. */
const FORGET_QUOTES_AFTER_MS = 24 * 60 * 60_000;

/** What a test address asks of this partner. */
export function testAddressAsks(partner: DeliveryPartner, dropText: string): { refuses: boolean; cancels: boolean } {
  const text = dropText.toLowerCase();
  const name = partner.toLowerCase();
  return { refuses: text.includes("no couriers") || text.includes(`${name} refuses`), cancels: text.includes(`${name} cancels`) };
}

function timelineOf(
  row: Pick<SandboxDeliveryRow, "id" | "partner" | "pickupLat" | "pickupLng" | "dropLat" | "dropLng" | "dropText">,
): Timeline {
  return planTimeline({
    pickup: { lat: row.pickupLat, lng: row.pickupLng },
    dropoff: { lat: row.dropLat, lng: row.dropLng },
    bearing: drawFrom(row.id, "start") * 2 * Math.PI,
    cancels: testAddressAsks(row.partner as DeliveryPartner, row.dropText).cancels,
  });
}

const refusal = (error: SandboxRefusal["error"], message: string): SandboxRefusal => ({ error, message });
const after = (from: Date, sandboxMs: number, pace: number) => new Date(from.getTime() + sandboxMs / pace);

/** The delivery as it stands at `now`. */
function view(deps: SandboxCouriersDeps, row: SandboxDeliveryRow, now: Date): SandboxDelivery {
  const timeline = timelineOf(row);
  const base = {
    id: row.id,
    partner: row.partner as DeliveryPartner,
    reference: row.reference,
    fee: row.fee,
    currency: row.currency as "USD" | "INR",
    pickup: { lat: row.pickupLat, lng: row.pickupLng },
    dropoff: { lat: row.dropLat, lng: row.dropLng },
    trackingUrl: `${deps.publicUrl}/sandbox/delivery/${row.partner}/${encodeURIComponent(row.id)}`,
  };
  if (row.phase === "quoted" || !row.acceptedAt) {
    const eta = after(now, timeline.arrivedAtDropoffAt, deps.pace);
    return { ...base, state: "created", courier: null, position: null, dropoffEta: eta, cancelReason: null };
  }
  if (row.phase === "cancelled") {
    return { ...base, state: "cancelled", courier: null, position: null, dropoffEta: null, cancelReason: row.cancelReason };
  }
  const elapsed = Math.max(0, now.getTime() - row.acceptedAt.getTime()) * row.pace;
  const state = stateAt(timeline, elapsed);
  const point = positionAt(timeline, elapsed);
  const hasCourier = elapsed >= timeline.assignedAt && state !== "cancelled";
  return {
    ...base,
    state,
    courier: hasCourier
      ? { name: row.courierName ?? "", phone: row.courierPhone ?? "", vehicle: row.vehicle ?? "", staffId: row.staffId ?? "" }
      : null,
    position: point ? { ...point, at: now } : null,
    dropoffEta: state === "cancelled" ? null : after(row.acceptedAt, timeline.arrivedAtDropoffAt, row.pace),
    cancelReason: state === "cancelled" ? SANDBOX_PARTNER_CANCEL_REASON : null,
  };
}

async function quote(deps: SandboxCouriersDeps, input: SandboxQuoteInput): Promise<SandboxQuote> {
  if (testAddressAsks(input.partner, input.dropoff.text).refuses) {
    return { ok: false, reason: `${input.partner} has no courier for this address` };
  }
  const { store } = deps;
  const now = deps.clock();
  const id = input.id ?? `quote_${randomBytes(9).toString("hex")}`;
  const km = routeKm(rideRoute(input.pickup, input.dropoff));
  const saved = await store.saveQuote({
    id,
    partner: input.partner,
    phase: "quoted",
    reference: input.reference,
    pickupLat: input.pickup.lat,
    pickupLng: input.pickup.lng,
    dropLat: input.dropoff.lat,
    dropLng: input.dropoff.lng,
    dropText: input.dropoff.text,
    fee: sandboxPrice(input.partner, input.currency, km),
    currency: input.currency,
    pace: deps.pace,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SANDBOX_QUOTE_VALID_MS),
  });
  if (!saved) return { ok: false, reason: `Delivery ${id} is already booked` };
  const delivery = view(deps, saved, now);
  return { ok: true, id, fee: saved.fee, currency: delivery.currency, dropoffEta: delivery.dropoffEta!, expiresAt: saved.expiresAt };
}

async function accept(deps: SandboxCouriersDeps, partner: DeliveryPartner, quoteId: string): Promise<SandboxDelivery | SandboxRefusal> {
  const { store } = deps;
  const now = deps.clock();
  const row = await store.find(partner, quoteId);
  if (!row) return refusal("not_found", `No quote ${quoteId}`);
  const currency = row.currency as "USD" | "INR";
  const booked = await store.accept(partner, quoteId, now, { pace: deps.pace, ...sandboxCourier(partner, currency, row.id) });
  if (booked) return view(deps, booked, now);
  const latest = (await store.find(partner, quoteId)) ?? row;
  if (latest.phase !== "quoted") return refusal("already_accepted", `Quote ${quoteId} was already accepted`);
  return refusal("expired", `Quote ${quoteId} has expired`);
}

async function cancel(
  deps: SandboxCouriersDeps,
  partner: DeliveryPartner,
  id: string,
  reason: string,
): Promise<SandboxDelivery | SandboxRefusal> {
  const { store } = deps;
  const now = deps.clock();
  const row = await store.find(partner, id);
  if (!row || row.phase === "quoted") return refusal("not_found", `No delivery ${id}`);
  const state = view(deps, row, now).state;
  if (row.phase !== "accepted" || DELIVERY_STATES.indexOf(state) >= DELIVERY_STATES.indexOf("picked_up")) {
    return refusal("not_cancellable", `Delivery ${id} is ${state} and can no longer be cancelled`);
  }
  // Forkful asked for this cancellation, so its webhook is not sent again.
  const cancelled = await store.cancel(partner, id, now, reason, "cancelled");
  return cancelled ? view(deps, cancelled, now) : refusal("not_cancellable", `Delivery ${id} can no longer be cancelled`);
}

async function takeChanges(deps: SandboxCouriersDeps): Promise<SandboxDelivery[]> {
  const { store } = deps;
  const now = deps.clock();
  await store.dropQuotesExpiredBefore(new Date(now.getTime() - FORGET_QUOTES_AFTER_MS));
  const changed: SandboxDelivery[] = [];
  for (const row of await store.live()) {
    const delivery = view(deps, row, now);
    // A state only moves forward (a clock set back tells nothing).
    const told = row.notifiedState ? DELIVERY_STATES.indexOf(row.notifiedState as DeliveryState) : -1;
    if (DELIVERY_STATES.indexOf(delivery.state) <= told) continue;
    if (await store.markNotified(row.id, row.notifiedState, delivery.state)) changed.push(delivery);
  }
  return changed;
}

export function createSandboxCouriers(deps: SandboxCouriersDeps): SandboxCouriers {
  return {
    quote: (input) => quote(deps, input),
    accept: (partner, quoteId) => accept(deps, partner, quoteId),
    find: async (partner, id) => {
      const row = await deps.store.find(partner, id);
      return row ? view(deps, row, deps.clock()) : null;
    },
    cancel: (partner, id, reason) => cancel(deps, partner, id, reason),
    takeChanges: () => takeChanges(deps),
  };
}
