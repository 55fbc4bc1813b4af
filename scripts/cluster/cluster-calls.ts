/** The calls the many-instances tests make, as a diner's phone and a manager's screen would. */
import { randomUUID } from "node:crypto";
import { openEventStream } from "@forkful/api-client/event-stream";
import type { SseFrame } from "@forkful/api-client/sse-parser";
import { findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import { type CrashClient, createCrashClient, type SentCall } from "../crash-client";
import type { Diner, Restaurant } from "../crash-setup";

/** A client of `url`; with `address`, its calls say they come from there (X-Forwarded-For, trusted from this machine). */
export const clientOf = (url: string, address?: string) =>
  createCrashClient(url, { giveUpMs: 60_000, timeoutMs: 20_000, forwardedFor: address });

/** A fetch of `url`'s paths that says it comes from `address`. */
export const fetchAs =
  (url: string, address: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("x-forwarded-for", address);
    return fetch(`${url}${String(input)}`, { ...init, headers });
  };
export const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

export function ok(call: SentCall): Record<string, unknown> {
  if (call.status === null || call.status >= 300)
    throw new Error(`${call.path}: ${call.status ?? "no answer"} ${JSON.stringify(call.body)}`);
  return call.body as Record<string, unknown>;
}

function orderPayload(restaurant: Restaurant, diner: Diner, key: string) {
  return {
    idempotencyKey: key,
    locationId: restaurant.locationId,
    orderType: "pickup",
    items: [restaurant.plain],
    fullName: diner.fullName,
    phone: diner.mobilePhone,
    countryCode: "+1",
    ...restaurant.time,
  };
}

/** Places a pickup order of the restaurant's plain dish, retried with its key until answered. */
export const placeOrder = (restaurant: Restaurant, client: CrashClient, diner: Diner, key = randomUUID()) =>
  client.send({
    step: "place",
    method: "POST",
    path: "/order/customer/createOrder",
    payload: orderPayload(restaurant, diner, key),
    token: diner.accessToken,
    key,
  });

export async function signInManager(client: CrashClient, locationId: number): Promise<string> {
  const found = ok(await client.send({ step: "read", method: "POST", path: "/customer/findMerchant/v2", payload: {} }));
  const summary = findMerchantAnswerSchema.parse(found).restaurants.find((r) => r.id === locationId);
  const signedIn = ok(
    await client.send({
      step: "read",
      method: "POST",
      path: "/staff/login",
      payload: { userName: `manager.${summary?.locationSlug}`, password: "forkful-kitchen-1" },
      encoded: false,
    }),
  );
  return signedIn.accessToken as string;
}

/** An event stream through the app's own client (reconnecting as a phone does), reached at `url` (or through `fetcher`). */
export function follow(url: string, path: string, token: string | null, fetcher?: typeof fetch) {
  const frames: SseFrame[] = [];
  let live = 0;
  const close = openEventStream(
    path,
    { accessToken: () => token, renew: async () => null },
    {
      onFrame: (frame) => frames.push(frame),
      onState: (state) => {
        if (state === "live") live += 1;
      },
      fetch: fetcher ?? ((input, init) => fetch(`${url}${String(input)}`, init)),
    },
  );
  return { frames, lives: () => live, close };
}

export async function until(check: () => boolean | Promise<boolean>, withinMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}

/** The diner will pay at the counter: the restaurant may accept the order. */
export function payAtCounter(client: CrashClient, diner: Diner, orderId: unknown): Promise<SentCall> {
  const payload = { orderId, idempotencyKey: randomUUID() };
  return client.send({
    step: "read",
    method: "POST",
    path: "/payment/customer-initiate-offline-payment",
    payload,
    token: diner.accessToken,
  });
}

/** A manager moves an order to `status`. */
export function moveOrder(client: CrashClient, manager: string, orderId: unknown, status: number): Promise<SentCall> {
  const path = `/staff/orders/${orderId}/status`;
  return client.send({ step: "read", method: "PUT", path, payload: { status }, encoded: false, token: manager });
}
