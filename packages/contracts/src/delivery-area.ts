/**
 * Where a restaurant delivers and what it charges (issue 14): an area (a radius around the restaurant, or a polygon
 * where the restaurant draws one) and fee rules by distance band, with a minimum order and free delivery above an
 * amount. One pure verdict, read by the server when it prices and places an order, and by the web when the diner
 * chooses an address, so both say the same thing before checkout.
 */
import { z } from "zod";

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Great-circle distance, rounded to 0.1 km (what a diner reads). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(km * 10) / 10;
}

export const deliveryAreaSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("radius"), km: z.number().positive() }),
  /** Corners as [lat, lng], in order; the last joins the first. */
  z.object({ kind: z.literal("polygon"), points: z.array(z.tuple([z.number(), z.number()])).min(3) }),
]);
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/** Up to `upToKm` (inclusive) the fee is `fee` (minor units). Bands are read in order of distance. */
export const feeBandSchema = z.object({ upToKm: z.number().positive(), fee: z.number().int().min(0) });
export type FeeBand = z.infer<typeof feeBandSchema>;

export interface DeliveryRules {
  /** The restaurant's own point: distances are measured from it. */
  origin: GeoPoint;
  area: DeliveryArea;
  /** Empty: one flat fee at any distance inside the area. */
  feeBands: readonly FeeBand[];
  flatFee: number;
  minimumOrder: number;
  freeDeliveryAbove: number | null;
}

export interface DeliveryVerdict {
  distanceKm: number;
  inArea: boolean;
  /** The fee for this distance (before "free above"); null outside the area. */
  deliveryFee: number | null;
  /** The fee this subtotal pays: 0 at or above freeDeliveryAbove. */
  feeForSubtotal: (subtotal: number) => number | null;
  minimumOrder: number;
}

/** Ray casting on a small area: lat/lng treated as plane coordinates, fine for a town. */
export function insidePolygon(point: GeoPoint, points: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [latI, lngI] = points[i]!;
    const [latJ, lngJ] = points[j]!;
    const crosses = lngI > point.lng !== lngJ > point.lng && point.lat < ((latJ - latI) * (point.lng - lngI)) / (lngJ - lngI) + latI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The farthest a restaurant reaches: the radius, or its polygon's farthest corner. */
export function reachKm(rules: Pick<DeliveryRules, "origin" | "area">): number {
  if (rules.area.kind === "radius") return rules.area.km;
  return Math.max(...rules.area.points.map(([lat, lng]) => distanceKm(rules.origin, { lat, lng })));
}

/** A fee as this subtotal pays it: nothing at or above the restaurant's free-delivery amount. */
export function feeAfterFreeDelivery(rules: Pick<DeliveryRules, "freeDeliveryAbove">, fee: number, subtotal: number): number {
  return rules.freeDeliveryAbove !== null && subtotal >= rules.freeDeliveryAbove ? 0 : fee;
}

export function deliveryVerdict(rules: DeliveryRules, drop: GeoPoint): DeliveryVerdict {
  const km = distanceKm(rules.origin, drop);
  const inArea = rules.area.kind === "radius" ? km <= rules.area.km : insidePolygon(drop, rules.area.points);
  const band = [...rules.feeBands].sort((a, b) => a.upToKm - b.upToKm).find((b) => km <= b.upToKm);
  const fee = !inArea ? null : rules.feeBands.length === 0 ? rules.flatFee : (band?.fee ?? null);
  const covered = inArea && fee !== null;
  return {
    distanceKm: km,
    inArea: covered,
    deliveryFee: covered ? fee : null,
    feeForSubtotal: (subtotal) => (covered ? feeAfterFreeDelivery(rules, fee as number, subtotal) : null),
    minimumOrder: rules.minimumOrder,
  };
}

/** What the diner reads when an address is refused or short of the minimum ("how far and what to do"). */
export const DELIVERY_AREA_TEXTS = {
  outside: (distance: string, reach: string, branchName: string) =>
    `This address is ${distance} away; ${branchName} delivers within ${reach}. Choose a closer address, or order for pickup.`,
  outsidePolygon: (distance: string, branchName: string) =>
    `This address is ${distance} away, outside ${branchName}'s delivery area. Choose another address, or order for pickup.`,
  belowMinimum: (minimum: string) => `Delivery starts at ${minimum}. Add a little more to your order, or order for pickup.`,
  noDelivery: (branchName: string) => `${branchName} does not deliver right now. Order for pickup instead.`,
} as const;
