/**
 * What each sandbox partner charges and who it sends: every partner its own price formula (so quotes differ and
 * the cheapest can be chosen), and a courier picked from the delivery's id (the same delivery, the same courier).
 */
import { createHash } from "node:crypto";
import type { DeliveryPartner } from "@forkful/contracts/delivery";

type Currency = "USD" | "INR";

/** Base and per-km price in minor units (cents, paise). */
const RATES: Record<DeliveryPartner, Record<Currency, { base: number; perKm: number }>> = {
  DUNZO: { INR: { base: 3_000, perKm: 900 }, USD: { base: 450, perKm: 120 } },
  SHADOWFAX: { INR: { base: 2_500, perKm: 1_100 }, USD: { base: 400, perKm: 140 } },
  SIMPERY: { INR: { base: 3_500, perKm: 700 }, USD: { base: 500, perKm: 100 } },
  DOORDASH: { INR: { base: 4_000, perKm: 1_000 }, USD: { base: 599, perKm: 125 } },
};

export function sandboxPrice(partner: DeliveryPartner, currency: Currency, km: number): number {
  const rate = RATES[partner][currency];
  return Math.round(rate.base + rate.perKm * km);
}

const NAMES = ["Asha Rao", "Vikram Singh", "Maria Lopez", "James Carter", "Priya Nair", "Diego Alvarez", "Fatima Khan", "Tom Becker"];
const VEHICLES: Record<DeliveryPartner, readonly string[]> = {
  DUNZO: ["Bike"],
  SHADOWFAX: ["Scooter", "Bike"],
  SIMPERY: ["E-bike", "Bicycle"],
  DOORDASH: ["Toyota Corolla", "Honda Civic", "Bicycle"],
};

/** A stable number 0..1 drawn from an id. */
export function drawFrom(id: string, salt: string): number {
  return createHash("sha256").update(`${salt}:${id}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}

const pick = <T>(items: readonly T[], id: string, salt: string): T => items[Math.floor(drawFrom(id, salt) * items.length)]!;

export function sandboxCourier(partner: DeliveryPartner, currency: Currency, id: string) {
  const digits = String(Math.floor(drawFrom(id, "phone") * 100_000_000)).padStart(8, "0");
  return {
    courierName: pick(NAMES, id, "name"),
    courierPhone: currency === "INR" ? `+9198${digits}` : `+1555${digits.slice(1)}`,
    vehicle: pick(VEHICLES[partner], id, "vehicle"),
    staffId: `${partner.toLowerCase()}-courier-${createHash("sha256").update(`staff:${id}`).digest("hex").slice(0, 10)}`,
  };
}
