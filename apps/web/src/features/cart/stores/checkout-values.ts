/** What the checkout asks beside the cart (who, when, where, notes, wallet), and its defaults (spec §3, §9). */
import { DEFAULTS } from "@forkful/contracts/constants";
import type { CountryCode } from "@forkful/contracts/phone";
import type { CartState, TimeSlot } from "./cart-state";

export interface CheckoutValues {
  fullName: string;
  phone: string;
  countryCode: CountryCode;
  email: string;
  /** As soon as possible, or the chosen slot (a regular menu); an event's order takes one of the event's slots. */
  orderTimeASAP: boolean;
  selectedTimeSlot: TimeSlot | null;
  eventSlotId: number | null;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  /** The delivery's pin, needed for a delivery. */
  locationDetails: { lat: number; lng: number } | null;
  orderInstruction: string;
  deliveryInstruction: string;
  /** The diner chose to pay part of the order from their wallet (spec §3 availWalletAmount). */
  availWalletAmount: boolean;
  /** How much of the wallet to use, minor units (the server caps it at the balance and the total). */
  redeemedWalletAmt: number;
}

/** The diner's own details: they survive a new cart (they typed them once). */
export type DinerValues = Pick<CheckoutValues, "fullName" | "phone" | "countryCode" | "email">;

export function initialCheckoutValues(diner?: Partial<DinerValues>): CheckoutValues {
  return {
    fullName: "",
    phone: "",
    countryCode: DEFAULTS.countryCode,
    email: "",
    orderTimeASAP: true,
    selectedTimeSlot: null,
    eventSlotId: null,
    addressLine1: "",
    addressLine2: "",
    addressLine3: "",
    locationDetails: null,
    orderInstruction: "",
    deliveryInstruction: "",
    availWalletAmount: false,
    redeemedWalletAmt: 0,
    ...diner,
  };
}

export const dinerOf = ({ fullName, phone, countryCode, email }: CheckoutValues): DinerValues => ({ fullName, phone, countryCode, email });

/** The cart with the checkout's answers: what the order requests are made of. */
export type CheckoutCart = CartState & CheckoutValues;
