/**
 * An in-memory SandboxCouriers for the partner kits' tests: the same answers the engine gives (refusals for the test
 * addresses, accept once, cancel only before pickup), but a delivery's state moves only when the test says so.
 */
import { DELIVERY_STATES, type DeliveryPartner, type DeliveryState } from "@forkful/contracts/delivery";
import type { QuoteRequest } from "../delivery-partner";
import type { PartnerRequest, PartnerTransport } from "../partner-kit";
import type { SandboxCouriers, SandboxDelivery, SandboxQuoteInput, SandboxRefusal } from "../sandbox-couriers";

export const FAKE_NOW = new Date("2026-11-24T12:00:00Z");
export const FAKE_FEE = 4_321;
export const FAKE_COURIER = { name: "Asha Rao", phone: "+919812345678", vehicle: "Bike", staffId: "fake-courier-1" };
export const FAKE_POSITION = { lat: 12.98, lng: 77.6 };
const minutes = (n: number) => new Date(FAKE_NOW.getTime() + n * 60_000);

interface FakeRow {
  input: SandboxQuoteInput;
  id: string;
  state: DeliveryState;
  booked: boolean;
  expired: boolean;
  cancelReason: string | null;
  told: DeliveryState | null;
}

const after = (state: DeliveryState, than: DeliveryState) => DELIVERY_STATES.indexOf(state) >= DELIVERY_STATES.indexOf(than);
const onTheRoad = (state: DeliveryState) => after(state, "enroute_to_pickup") && !after(state, "delivered");

export interface FakeCouriers extends SandboxCouriers {
  /** Moves a booked delivery to a state, as time would. */
  advance(id: string, state: DeliveryState): void;
  /** Lets a quote run out. */
  expire(id: string): void;
  /** Every quote asked for, in order. */
  readonly quotes: SandboxQuoteInput[];
}

export function fakeCouriers(): FakeCouriers {
  const rows = new Map<string, FakeRow>();
  const quotes: SandboxQuoteInput[] = [];
  let next = 1;

  function view(row: FakeRow): SandboxDelivery {
    const live = onTheRoad(row.state);
    return {
      id: row.id,
      partner: row.input.partner,
      reference: row.input.reference,
      state: row.state,
      fee: FAKE_FEE,
      currency: row.input.currency,
      courier: live ? FAKE_COURIER : null,
      position: live ? { ...FAKE_POSITION, at: FAKE_NOW } : null,
      pickup: row.input.pickup,
      dropoff: { lat: row.input.dropoff.lat, lng: row.input.dropoff.lng },
      dropoffEta: row.state === "cancelled" || row.state === "delivered" ? null : minutes(35),
      trackingUrl: `https://forkful.test/sandbox/delivery/${row.input.partner}/${row.id}`,
      cancelReason: row.cancelReason,
    };
  }
  const refusal = (error: SandboxRefusal["error"], message: string): SandboxRefusal => ({ error, message });
  const found = (partner: DeliveryPartner, id: string) => {
    const row = rows.get(id);
    return row && row.input.partner === partner ? row : undefined;
  };

  return {
    quotes,
    async quote(input) {
      quotes.push(input);
      const text = input.dropoff.text.toLowerCase();
      if (text.includes("no couriers") || text.includes(`${input.partner.toLowerCase()} refuses`)) {
        return { ok: false, reason: `${input.partner} has no courier for this address` };
      }
      const id = input.id ?? `quote_${next++}`;
      if (rows.get(id)?.booked) return { ok: false, reason: `Delivery ${id} is already booked` };
      rows.set(id, { input, id, state: "created", booked: false, expired: false, cancelReason: null, told: null });
      return { ok: true, id, fee: FAKE_FEE, currency: input.currency, dropoffEta: minutes(35), expiresAt: minutes(10) };
    },
    async accept(partner, quoteId) {
      const row = found(partner, quoteId);
      if (!row) return refusal("not_found", `No quote ${quoteId}`);
      if (row.booked) return refusal("already_accepted", `Quote ${quoteId} was already accepted`);
      if (row.expired) return refusal("expired", `Quote ${quoteId} has expired`);
      row.booked = true;
      row.state = "confirmed";
      return view(row);
    },
    async find(partner, id) {
      const row = found(partner, id);
      return row ? view(row) : null;
    },
    async cancel(partner, id, reason) {
      const row = found(partner, id);
      if (!row?.booked) return refusal("not_found", `No delivery ${id}`);
      if (after(row.state, "picked_up")) return refusal("not_cancellable", `Delivery ${id} is ${row.state} and can no longer be cancelled`);
      row.state = "cancelled";
      row.cancelReason = reason;
      row.told = "cancelled";
      return view(row);
    },
    async takeChanges() {
      const changed = [...rows.values()].filter((row) => row.booked && row.told !== row.state);
      for (const row of changed) row.told = row.state;
      return changed.map(view);
    },
    advance(id, state) {
      const row = rows.get(id);
      if (!row?.booked) throw new Error(`No booked delivery ${id}`);
      row.state = state;
      if (state === "cancelled") row.cancelReason = "Courier unavailable";
    },
    expire(id) {
      const row = rows.get(id);
      if (row) row.expired = true;
    },
  };
}

/** A transport that keeps every request it passes on, sent as JSON would carry it (as over HTTP). */
export function recordingTransport(transport: PartnerTransport): { transport: PartnerTransport; sent: PartnerRequest[] } {
  const sent: PartnerRequest[] = [];
  return {
    sent,
    transport: async (request) => {
      const wire = JSON.parse(JSON.stringify(request)) as PartnerRequest;
      sent.push(wire);
      const response = await transport(wire);
      return { status: response.status, body: JSON.parse(JSON.stringify(response.body ?? null)) };
    },
  };
}

/** A restaurant in Bengaluru sending an order 2 km away; `dropText` chooses a test address. */
export function tripRequest(dropText = "12 MG Road, Bengaluru", overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    reference: "order-1:1",
    pickup: { lat: 12.9716, lng: 77.5946, address: "1 Church Street, Bengaluru", name: "Forkful Diner", phone: "+918012345678" },
    dropoff: { lat: 12.985, lng: 77.61, address: dropText, name: "Priya", phone: "+919876543210", instructions: "Ring twice" },
    orderValue: 52_500,
    currency: "INR",
    tip: 0,
    ...overrides,
  };
}
