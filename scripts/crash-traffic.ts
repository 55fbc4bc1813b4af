/**
 * The crash suite's load: each signed-in diner, one journey after another, places a pickup order (stock-tracked
 * dishes, part of it from the wallet, sometimes a tip), sometimes redeems a coupon, and usually pays by card through
 * the sandbox processor (start, card form token, authorize, collect). Every 2xx answer goes into the ledger.
 */
import { randomUUID } from "node:crypto";
import type { CrashClient, SentCall } from "./crash-client";
import { LIMITED_COUPON } from "./crash-database";
import type { Ledger, Placement } from "./crash-ledger";
import type { CartLine, Diner, Restaurant } from "./crash-setup";

const APPROVED_CARD = "4242424242424242";
const DECLINED_CARD = "4000000000000002";
const COUPON_CODES = [LIMITED_COUPON.code, LIMITED_COUPON.code, "PICKUP15"];
const WALLET_AMOUNTS = [0, 0, 150, 400, 900];

export interface TrafficContext {
  client: CrashClient;
  restaurant: Restaurant;
  ledger: Ledger;
  random: () => number;
}

/** A small, reproducible random source (mulberry32), so a run's choices can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(ctx: TrafficContext, items: readonly T[]): T => items[Math.floor(ctx.random() * items.length)]!;
const ok = (call: SentCall) => call.status !== null && call.status >= 200 && call.status < 300;

function cartOf(ctx: TrafficContext): CartLine[] {
  const { tracked, plain } = ctx.restaurant;
  const first = pick(ctx, tracked);
  const lines = [{ ...first, quantity: 1 + Math.floor(ctx.random() * 3) }];
  const second = pick(ctx, tracked);
  if (second.itemId !== first.itemId && ctx.random() < 0.5) lines.push({ ...second, quantity: 1 });
  if (ctx.random() < 0.5) lines.push({ ...plain, quantity: 1 });
  return lines;
}

/** Reads a createOrder (or replay) answer into the placement. */
export function recordPlacement(ctx: TrafficContext, placement: Placement, call: SentCall): void {
  if (!ok(call)) return;
  const order = call.body as { orderId?: string; items?: { itemId: number; quantity: number }[] };
  if (typeof order.orderId !== "string" || !Array.isArray(order.items)) {
    ctx.ledger.problems.push(`createOrder answered ${call.status} without an order: ${JSON.stringify(call.body).slice(0, 200)}`);
    return;
  }
  placement.orderIds.push(order.orderId);
  if (placement.lines.size > 0) return;
  for (const line of order.items) placement.lines.set(line.itemId, (placement.lines.get(line.itemId) ?? 0) + line.quantity);
}

async function place(ctx: TrafficContext, diner: Diner): Promise<string | null> {
  const key = randomUUID();
  const payload = {
    idempotencyKey: key,
    locationId: ctx.restaurant.locationId,
    orderType: "pickup",
    items: cartOf(ctx),
    redeemWallet: pick(ctx, WALLET_AMOUNTS),
    ...(ctx.random() < 0.3 ? { tip: { tipType: "FLATFEE", tipValue: 200 } } : {}),
    fullName: diner.fullName,
    phone: diner.mobilePhone,
    countryCode: "+1",
    ...ctx.restaurant.time,
  };
  const placement: Placement = { key, customerId: diner.customerId, token: diner.accessToken, payload, orderIds: [], lines: new Map() };
  ctx.ledger.placements.push(placement);
  const call = await ctx.client.send({
    step: "place",
    method: "POST",
    path: "/order/customer/createOrder",
    payload,
    token: diner.accessToken,
    key,
  });
  recordPlacement(ctx, placement, call);
  return placement.orderIds[0] ?? null;
}

async function redeemCoupon(ctx: TrafficContext, diner: Diner, orderId: string): Promise<void> {
  const couponCode = pick(ctx, COUPON_CODES);
  const call = await ctx.client.send({
    step: "coupon",
    method: "POST",
    path: "/coupon/v2/redeemCoupon",
    payload: { couponCode, orderId, customerId: diner.customerId },
    token: diner.accessToken,
  });
  if (ok(call) && (call.body as { responseCode?: string }).responseCode === "SUCCESS")
    ctx.ledger.couponAnswers.push({ orderId, couponCode });
}

/** A payment call; its 2xx answer's state goes into the ledger. */
async function paymentCall(
  ctx: TrafficContext,
  diner: Diner,
  step: "start-payment" | "authorize" | "collect",
  path: string,
  payload: object,
) {
  const key = randomUUID();
  const call = await ctx.client.send({
    step,
    method: "POST",
    path,
    payload: { ...payload, idempotencyKey: key },
    token: diner.accessToken,
    key,
  });
  if (!ok(call)) return null;
  const transaction = call.body as { transactionId?: string; state?: string };
  if (typeof transaction.transactionId !== "string" || typeof transaction.state !== "string") {
    ctx.ledger.problems.push(`${path} answered ${call.status} without a transaction: ${JSON.stringify(call.body).slice(0, 200)}`);
    return null;
  }
  ctx.ledger.paymentAnswers.push({ transactionId: transaction.transactionId, state: transaction.state });
  return { transactionId: transaction.transactionId, state: transaction.state };
}

async function payByCard(ctx: TrafficContext, diner: Diner, orderId: string): Promise<void> {
  const started = await paymentCall(ctx, diner, "start-payment", "/payment/start-transaction", { orderId, paymentType: "CNP" });
  if (!started) return;
  const number = ctx.random() < 0.1 ? DECLINED_CARD : APPROVED_CARD;
  const card = await ctx.client.send({
    step: "card-token",
    method: "POST",
    path: "/sandbox-processor/tokens",
    payload: { number, expMonth: 12, expYear: 2034, cvc: "123" },
    encoded: false,
    outsideApi: true,
  });
  const cardToken = ok(card) ? (card.body as { token?: string }).token : undefined;
  if (!cardToken) return;
  const { transactionId } = started;
  const authorized = await paymentCall(ctx, diner, "authorize", "/payment/v2/authorize", { transactionId, cardToken });
  if (authorized?.state !== "authorized") return;
  await paymentCall(ctx, diner, "collect", "/payment/collect-payment", { transactionId });
}

async function journey(ctx: TrafficContext, diner: Diner): Promise<void> {
  const orderId = await place(ctx, diner);
  if (!orderId) return;
  if (ctx.random() < 0.5) await redeemCoupon(ctx, diner, orderId);
  if (ctx.random() < 0.8) await payByCard(ctx, diner, orderId);
}

/** Each diner runs journeys until `stop`, which waits for every journey under way to end (retries included). */
export function startTraffic(ctx: TrafficContext, diners: Diner[]) {
  let stopping = false;
  let journeys = 0;
  const loops = diners.map(async (diner) => {
    while (!stopping) {
      try {
        await journey(ctx, diner);
      } catch (error) {
        ctx.ledger.problems.push(`a journey failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      journeys += 1;
    }
  });
  return {
    journeys: () => journeys,
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/** Sends every answered placement again with its key: each must answer 2xx with the same order. */
export async function replayPlacements(ctx: TrafficContext, concurrency: number): Promise<number> {
  const queue = ctx.ledger.placements.filter((p) => p.orderIds.length > 0);
  const total = queue.length;
  const worker = async () => {
    for (let placement = queue.shift(); placement; placement = queue.shift()) {
      const { key, payload, token } = placement;
      const call = await ctx.client.send({ step: "replay", method: "POST", path: "/order/customer/createOrder", payload, token, key });
      if (!ok(call)) ctx.ledger.replayRefusals.push(`key ${key} (order ${placement.orderIds[0]}) replayed: ${call.status ?? "no answer"}`);
      recordPlacement(ctx, placement, call);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total;
}
