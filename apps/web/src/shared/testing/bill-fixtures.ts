/**
 * Tests only: a table's tab at a demo restaurant (Asha's round of Paneer Tikka and Naan, Ben's of Dal), as one bill and
 * split by diner with the Naan shared; Ben reads it.
 */
import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import { restaurantFixture } from "./fixtures";
import { orderFixture, orderItemFixture, tabFixture } from "./order-fixtures";

export const gramercy = restaurantFixture({ open: 1 });
export const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;
export const TABLE = "T4";
export const ASHA = "11111111-0000-4000-8000-000000000001";
export const BEN = "11111111-0000-4000-8000-000000000002";
const line = (lineId: number, itemName: string, price: number, dinerId: string, dinerName: string, sortOrder: number) =>
  orderItemFixture(
    { itemId: lineId, itemName, quantity: 1, unitPrice: price, options: [], subtotal: price, comment: null },
    { lineId, sortOrder, dinerId, dinerName },
  );
const items = [line(1, "Paneer Tikka", 1200, ASHA, "Asha", 1), line(2, "Naan", 400, ASHA, "Asha", 1), line(3, "Dal", 1000, BEN, "Ben", 2)];
const totals = { subtotal: 2600, tax: 260, deliveryFee: 0, tip: 0, discount: 0, isDiscountApplied: false, walletRedeemed: 0, total: 2860 };
const tab = tabFixture({
  diners: [
    { dinerId: ASHA, name: "Asha" },
    { dinerId: BEN, name: "Ben" },
  ],
  youDinerId: BEN,
  rounds: [
    {
      sortOrder: 1,
      dinerId: ASHA,
      dinerName: "Asha",
      placedAt: "2026-11-23T15:37:00.000Z",
      ticketStatus: null,
      state: "sent",
      ticketLabel: "In the kitchen",
      voided: null,
    },
    {
      sortOrder: 2,
      dinerId: BEN,
      dinerName: "Ben",
      placedAt: "2026-11-23T15:50:00.000Z",
      ticketStatus: null,
      state: "sent",
      ticketLabel: "In the kitchen",
      voided: null,
    },
  ],
  due: 2860,
});
export const order = orderFixture(gramercy, { orderType: "dinein", tableId: TABLE, status: 11, items, totals, tab });

export const SPLIT_A = "22222222-0000-4000-8000-00000000000a";
export const SPLIT_B = "22222222-0000-4000-8000-00000000000b";
const part = (splitId: string, position: number, label: string, dinerId: string, lines: Split["lines"], subtotal: number): Split => ({
  splitId,
  position,
  label,
  dinerId,
  lines,
  subtotal,
  tax: subtotal / 10,
  tip: 0,
  tipType: "FLATFEE",
  discount: 0,
  walletRedeemed: 0,
  total: Math.round(subtotal * 1.1),
  state: "unpaid",
  paidAt: null,
  payment: null,
});
const half = { numerator: 1, denominator: 2 };
const whole = { numerator: 1, denominator: 1 };
export const splits = [
  part(
    SPLIT_A,
    1,
    "Asha",
    ASHA,
    [
      { lineId: 1, itemName: "Paneer Tikka", share: whole, subtotal: 1200, tax: 120 },
      { lineId: 2, itemName: "Naan", share: half, subtotal: 200, tax: 20 },
    ],
    1400,
  ),
  part(
    SPLIT_B,
    2,
    "Ben",
    BEN,
    [
      { lineId: 2, itemName: "Naan", share: half, subtotal: 200, tax: 20 },
      { lineId: 3, itemName: "Dal", share: whole, subtotal: 1000, tax: 100 },
    ],
    1200,
  ),
];
export const splitOrder: Order = { ...order, tab: { ...tab, state: "settling", splitMode: "diner", splits } };
