/**
 * A sandbox courier's day, as pure math: when each state begins (in sandbox time, i.e. real time since acceptance
 * times the pace) and where the courier is at any moment. The courier starts about a kilometre from the restaurant,
 * rides to it, waits for the food, then rides an L-shaped route (through the corner at the pickup's latitude and the
 * drop-off's longitude) to the door.
 */
import type { DeliveryState } from "@forkful/contracts/delivery";
import { distanceKm, type GeoPoint } from "@forkful/contracts/delivery-area";

export const SANDBOX_COURIER = {
  assignAfterMs: 20_000,
  startKmFromPickup: 1,
  speedKmh: 25,
  /** Waiting at the restaurant for the food. */
  pickupWaitMs: 60_000,
  /** Between "picked up" and riding off. */
  leaveAfterMs: 5_000,
  /** From the door to "delivered". */
  handOverMs: 30_000,
  /** A "<PARTNER> cancels" courier gives up this long after being assigned. */
  cancelAfterAssignMs: 10_000,
} as const;

export interface Timeline {
  /** Courier start → restaurant. */
  approach: GeoPoint[];
  /** Restaurant → corner → door. */
  ride: GeoPoint[];
  assignedAt: number;
  arrivedAtPickupAt: number;
  pickedUpAt: number;
  leftPickupAt: number;
  arrivedAtDropoffAt: number;
  deliveredAt: number;
  /** When the partner cancels by itself; null when it does not. */
  cancelledAt: number | null;
}

const KM_PER_DEGREE = 111.32;

/** A point `km` away from `from` at `bearing` (radians from north), flat-earth (fine for a kilometre). */
export function offsetPoint(from: GeoPoint, km: number, bearing: number): GeoPoint {
  const lat = from.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE;
  const lng = from.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat, lng };
}

export function routeKm(points: readonly GeoPoint[]): number {
  let km = 0;
  for (let i = 1; i < points.length; i++) km += distanceKm(points[i - 1]!, points[i]!);
  return km;
}

export function rideRoute(pickup: GeoPoint, dropoff: GeoPoint): GeoPoint[] {
  return [pickup, { lat: pickup.lat, lng: dropoff.lng }, dropoff];
}

const rideMs = (km: number) => (km / SANDBOX_COURIER.speedKmh) * 3_600_000;

export function planTimeline(input: { pickup: GeoPoint; dropoff: GeoPoint; bearing: number; cancels: boolean }): Timeline {
  const start = offsetPoint(input.pickup, SANDBOX_COURIER.startKmFromPickup, input.bearing);
  const approach = [start, input.pickup];
  const ride = rideRoute(input.pickup, input.dropoff);
  const assignedAt = SANDBOX_COURIER.assignAfterMs;
  const arrivedAtPickupAt = assignedAt + rideMs(routeKm(approach));
  const pickedUpAt = arrivedAtPickupAt + SANDBOX_COURIER.pickupWaitMs;
  const leftPickupAt = pickedUpAt + SANDBOX_COURIER.leaveAfterMs;
  const arrivedAtDropoffAt = leftPickupAt + rideMs(routeKm(ride));
  return {
    approach,
    ride,
    assignedAt,
    arrivedAtPickupAt,
    pickedUpAt,
    leftPickupAt,
    arrivedAtDropoffAt,
    deliveredAt: arrivedAtDropoffAt + SANDBOX_COURIER.handOverMs,
    cancelledAt: input.cancels ? assignedAt + SANDBOX_COURIER.cancelAfterAssignMs : null,
  };
}

export function stateAt(timeline: Timeline, elapsedMs: number): DeliveryState {
  if (timeline.cancelledAt !== null && elapsedMs >= timeline.cancelledAt) return "cancelled";
  if (elapsedMs >= timeline.deliveredAt) return "delivered";
  if (elapsedMs >= timeline.arrivedAtDropoffAt) return "arrived_at_dropoff";
  if (elapsedMs >= timeline.leftPickupAt) return "enroute_to_dropoff";
  if (elapsedMs >= timeline.pickedUpAt) return "picked_up";
  if (elapsedMs >= timeline.arrivedAtPickupAt) return "arrived_at_pickup";
  if (elapsedMs >= timeline.assignedAt) return "enroute_to_pickup";
  return "confirmed";
}

/** The point `fraction` (0..1) of the way along a polyline, by distance. */
export function alongRoute(points: readonly GeoPoint[], fraction: number): GeoPoint {
  const total = routeKm(points);
  const clamped = Math.min(1, Math.max(0, fraction));
  if (total === 0) return points[points.length - 1]!;
  let left = clamped * total;
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const leg = distanceKm(from, to);
    if (left <= leg && leg > 0) {
      const t = left / leg;
      return { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t };
    }
    left -= leg;
  }
  return points[points.length - 1]!;
}

/** Where the courier is; null before one is assigned, once delivered, and once cancelled. */
export function positionAt(timeline: Timeline, elapsedMs: number): GeoPoint | null {
  const state = stateAt(timeline, elapsedMs);
  const progress = (from: number, to: number) => (to > from ? (elapsedMs - from) / (to - from) : 1);
  switch (state) {
    case "enroute_to_pickup":
      return alongRoute(timeline.approach, progress(timeline.assignedAt, timeline.arrivedAtPickupAt));
    case "arrived_at_pickup":
    case "picked_up":
      return timeline.ride[0]!;
    case "enroute_to_dropoff":
      return alongRoute(timeline.ride, progress(timeline.leftPickupAt, timeline.arrivedAtDropoffAt));
    case "arrived_at_dropoff":
      return timeline.ride[timeline.ride.length - 1]!;
    default:
      return null;
  }
}
