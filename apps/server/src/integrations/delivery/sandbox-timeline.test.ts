import { DELIVERY_STATES } from "@forkful/contracts/delivery";
import { distanceKm, type GeoPoint } from "@forkful/contracts/delivery-area";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alongRoute, planTimeline, positionAt, routeKm, SANDBOX_COURIER, stateAt, type Timeline } from "./sandbox-timeline";

const point = fc.record({ lat: fc.double({ min: -60, max: 60, noNaN: true }), lng: fc.double({ min: -170, max: 170, noNaN: true }) });
/** Drop-offs within ~20 km of the pickup, as a restaurant's area would be. */
const trip = fc
  .record({
    pickup: point,
    dLat: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
    dLng: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
    bearing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
  })
  .map(({ pickup, dLat, dLng, bearing }) => ({
    pickup,
    dropoff: { lat: pickup.lat + dLat, lng: pickup.lng + dLng },
    bearing,
    cancels: false,
  }));

/** Distance from p to the segment a–b, measured in degrees (the legs are straight in lat/lng). */
function offSegment(p: GeoPoint, a: GeoPoint, b: GeoPoint): number {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.lng - a.lng) * dx + (p.lat - a.lat) * dy) / length2));
  return Math.hypot(p.lng - (a.lng + t * dx), p.lat - (a.lat + t * dy));
}
const onPolyline = (p: GeoPoint, points: readonly GeoPoint[]) => points.slice(1).some((to, i) => offSegment(p, points[i]!, to) < 1e-9);

/** How far along the whole journey (approach then ride) a courier at elapsed ms is, in km. */
function journeyKm(timeline: Timeline, elapsed: number): number {
  const approachKm = routeKm(timeline.approach);
  if (elapsed < timeline.assignedAt) return 0;
  if (elapsed < timeline.arrivedAtPickupAt) {
    const p = positionAt(timeline, elapsed)!;
    return approachKm - distanceKm(p, timeline.approach[1]!);
  }
  if (elapsed < timeline.leftPickupAt) return approachKm;
  if (elapsed >= timeline.arrivedAtDropoffAt) return approachKm + routeKm(timeline.ride);
  const p = positionAt(timeline, elapsed)!;
  const ride = timeline.ride;
  // Along the ride: the legs done plus the way into the current one.
  const firstLeg = distanceKm(ride[0]!, ride[1]!);
  if (offSegment(p, ride[0]!, ride[1]!) < 1e-9) return approachKm + distanceKm(ride[0]!, p);
  return approachKm + firstLeg + distanceKm(ride[1]!, p);
}

describe("the sandbox courier's timeline", () => {
  it("walks the states in DoorDash's order, from confirmed to delivered", () => {
    fc.assert(
      fc.property(trip, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 20 }), (input, fractions) => {
        const timeline = planTimeline(input);
        const times = fractions.map((f) => f * (timeline.deliveredAt + 10_000)).sort((a, b) => a - b);
        const order = times.map((t) => DELIVERY_STATES.indexOf(stateAt(timeline, t)));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(stateAt(timeline, 0)).toBe("confirmed");
        expect(stateAt(timeline, timeline.deliveredAt)).toBe("delivered");
      }),
    );
  });

  it("keeps the courier on the route, always moving forward, and ends at the drop-off", () => {
    fc.assert(
      fc.property(trip, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 }), (input, fractions) => {
        const timeline = planTimeline(input);
        // Up to just before "delivered", when the courier leaves the map.
        const times = fractions.map((f) => f * (timeline.deliveredAt - 1)).sort((a, b) => a - b);
        let before = -1;
        for (const t of times) {
          const p = positionAt(timeline, t);
          if (t < timeline.assignedAt) {
            expect(p).toBeNull();
            continue;
          }
          expect(p).not.toBeNull();
          expect(onPolyline(p!, timeline.approach) || onPolyline(p!, timeline.ride)).toBe(true);
          const km = journeyKm(timeline, t);
          expect(km).toBeGreaterThanOrEqual(before - 1e-6);
          before = km;
        }
        expect(positionAt(timeline, timeline.arrivedAtDropoffAt)).toEqual(input.dropoff);
        expect(positionAt(timeline, timeline.deliveredAt)).toBeNull();
      }),
    );
  });

  it("rides at about 25 km/h, starting a kilometre from the restaurant", () => {
    const pickup = { lat: 12.9716, lng: 77.5946 };
    const dropoff = { lat: 12.99, lng: 77.61 };
    const timeline = planTimeline({ pickup, dropoff, bearing: 1, cancels: false });
    expect(distanceKm(timeline.approach[0]!, pickup)).toBeCloseTo(1, 1);
    const rideHours = (timeline.arrivedAtDropoffAt - timeline.leftPickupAt) / 3_600_000;
    expect(routeKm(timeline.ride) / rideHours).toBeCloseTo(SANDBOX_COURIER.speedKmh, 6);
    expect(timeline.ride[1]).toEqual({ lat: pickup.lat, lng: dropoff.lng });
  });

  it("gives up ten seconds after assigning the courier when the partner cancels, and shows no courier then", () => {
    const timeline = planTimeline({ pickup: { lat: 40.7, lng: -74 }, dropoff: { lat: 40.72, lng: -73.99 }, bearing: 0, cancels: true });
    expect(stateAt(timeline, SANDBOX_COURIER.assignAfterMs + 9_999)).toBe("enroute_to_pickup");
    expect(stateAt(timeline, SANDBOX_COURIER.assignAfterMs + 10_000)).toBe("cancelled");
    expect(positionAt(timeline, SANDBOX_COURIER.assignAfterMs + 10_000)).toBeNull();
  });

  it("stays put when the drop-off is the restaurant itself", () => {
    const here = { lat: 19.07, lng: 72.87 };
    expect(alongRoute([here, here, here], 0.5)).toEqual(here);
  });
});
