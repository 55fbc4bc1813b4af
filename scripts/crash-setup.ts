/**
 * Before the first kill: diners signed up by code (the dev SMS outbox) with money in their wallets (the dev wallet
 * route), and the restaurant they order from, read from the API as the seeded demo data has it.
 */
import { type MenuData, type MenuItem, menuDataSchema } from "@forkful/contracts/menu";
import { findMerchantAnswerSchema, type RestaurantSummary } from "@forkful/contracts/merchants";
import type { CrashClient, SentCall } from "./crash-client";

/** Every diner starts with this much in the wallet (minor units); orders take part of it. */
export const WALLET_CREDIT = 50_000;

export interface Diner {
  customerId: string;
  accessToken: string;
  mobilePhone: string;
  fullName: string;
}

export interface CartLine {
  itemId: number;
  quantity: number;
  options: { modifierOptionId: number; quantity: number }[];
}

export interface OrderTime {
  orderTimeASAP: boolean;
  scheduledAt?: string;
}

export interface Restaurant {
  locationId: number;
  name: string;
  /** Dishes with a stock count (the suite raises it so the run does not sell out). */
  tracked: CartLine[];
  plain: CartLine;
  time: OrderTime;
}

function answered(call: SentCall, what: string): unknown {
  if (call.status === null || call.status >= 300) throw new Error(`${what}: ${call.status ?? "no answer"} ${JSON.stringify(call.body)}`);
  return call.body;
}

/** A line of the dish with the first option of every required choice. */
const lineOf = (item: MenuItem): CartLine => ({
  itemId: item.itemId,
  quantity: 1,
  options: item.modifiers.flatMap((m) =>
    m.options.slice(0, m.minChoices).map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: 1 })),
  ),
});

async function signUp(client: CrashClient, mobilePhone: string, fullName: string): Promise<Diner> {
  const asked = await client.send({
    step: "sign-up",
    method: "POST",
    path: "/api/v2/customers/auth/request-otp",
    payload: { mobilePhone, countryCode: "+1", purpose: "login" },
    encoded: false,
  });
  answered(asked, `request-otp for ${mobilePhone}`);
  const outbox = await client.send({ step: "sign-up", method: "GET", path: `/dev/sms-outbox?to=${encodeURIComponent(mobilePhone)}` });
  const { messages } = answered(outbox, "the dev SMS outbox") as { messages: { body: string }[] };
  const otp = messages[0]?.body.match(/^\d{6}/)?.[0];
  if (!otp) throw new Error(`no code was sent to ${mobilePhone}`);
  const verified = await client.send({
    step: "sign-up",
    method: "POST",
    path: "/api/v2/customers/auth/verify-otp",
    payload: { mobilePhone, countryCode: "+1", otp, fullName },
    encoded: false,
  });
  const body = answered(verified, `verify-otp for ${mobilePhone}`) as { accessToken: string; customerDetails: { customerId: string } };
  return { customerId: body.customerDetails.customerId, accessToken: body.accessToken, mobilePhone, fullName };
}

/** Signs up `count` diners (415-555-2xxx) and credits each wallet once. */
export async function signUpDiners(client: CrashClient, count: number): Promise<Diner[]> {
  const diners: Diner[] = [];
  for (let i = 0; i < count; i++) {
    const diner = await signUp(client, `+1415555${2000 + i}`, `Crash Diner ${i + 1}`);
    const credit = await client.send({
      step: "wallet-credit",
      method: "POST",
      path: "/dev/wallet-credit",
      payload: { customerId: diner.customerId, amount: WALLET_CREDIT },
      encoded: false,
      token: diner.accessToken,
    });
    answered(credit, "the dev wallet credit");
    diners.push(diner);
  }
  return diners;
}

/** ASAP when the restaurant takes it now; otherwise a slot at least an hour ahead (the last one if none is). */
async function orderTime(client: CrashClient, locationId: number): Promise<OrderTime | null> {
  const call = await client.send({ step: "read", method: "POST", path: "/order/slots/v2", payload: { locationId, orderType: "pickup" } });
  if (call.status !== 200) return null;
  const { asapAvailable, slots } = call.body as { asapAvailable: boolean; slots: { startsAt: string }[] };
  if (asapAvailable) return { orderTimeASAP: true };
  const later = Date.now() + 60 * 60_000;
  const slot = slots.find((s) => Date.parse(s.startsAt) >= later) ?? slots.at(-1);
  return slot ? { orderTimeASAP: false, scheduledAt: slot.startsAt } : null;
}

async function menuOf(client: CrashClient, locationId: number): Promise<MenuData> {
  const call = await client.send({ step: "read", method: "GET", path: `/merchants/locations/${locationId}/menu?orderType=pickup` });
  return menuDataSchema.parse(answered(call, `the menu of ${locationId}`));
}

/** A USD restaurant (the diners' wallets are in dollars) taking pickup orders, with at least two stock-tracked dishes. */
export async function chooseRestaurant(client: CrashClient): Promise<Restaurant> {
  const found = await client.send({ step: "read", method: "POST", path: "/customer/findMerchant/v2", payload: {} });
  const { restaurants } = findMerchantAnswerSchema.parse(answered(found, "findMerchant"));
  const candidates = restaurants
    .filter((r: RestaurantSummary) => r.currency === "USD" && r.orderTypes.some((t) => t.menuType === "pickup"))
    .sort((a, b) => b.open - a.open);
  for (const candidate of candidates) {
    const time = await orderTime(client, candidate.id);
    if (!time) continue;
    const dishes = (await menuOf(client, candidate.id)).menu.filter((item) => item.display === 1);
    const tracked = dishes.filter((item) => item.stockQuantity !== null).map(lineOf);
    const plain = dishes.find((item) => item.stockQuantity === null);
    if (tracked.length < 2 || !plain) continue;
    return { locationId: candidate.id, name: `${candidate.merchantName} ${candidate.branchName}`, tracked, plain: lineOf(plain), time };
  }
  throw new Error("no seeded USD restaurant takes pickup orders with two stock-tracked dishes: is the demo data seeded?");
}
