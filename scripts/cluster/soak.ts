/**
 * `npm run soak` (on demand, not in `npm test`): SOAK_MINUTES (10) of mixed traffic through nginx against three
 * instances on a private PostgreSQL and Redis — diners browsing, placing and paying for orders, tracking them and
 * joining the line, and a manager moving orders along. Prints the calls that failed (none expected: no answer, a 5xx,
 * or a refusal the traffic does not expect), p50/p99 per call, and each instance's resident memory after the warm-up
 * and at the end. Exits 1 when any call failed. SOAK_WORKERS (16) diners act at once, against SOAK_INSTANCES (3).
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { CrashClient } from "../crash-client";
import { repoRoot } from "../crash-server";
import { chooseRestaurant, type Diner, signUpDiners } from "../crash-setup";
import { startCluster } from "./cluster";
import { clientOf, fetchAs, follow, moveOrder, payAtCounter, placeOrder, signInManager, sleep } from "./cluster-calls";
import { createSoakLedger, type SoakLedger } from "./soak-ledger";
import { measureStreams } from "./soak-streams";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 16);
/** Instances behind nginx (3); one, with more diners, measures what a single instance carries. */
const INSTANCES = Number(process.env.SOAK_INSTANCES ?? 3);
/** Trackers held open on one instance at the end (0: none). */
const STREAMS = Number(process.env.SOAK_STREAMS ?? 1000);
const WARM_UP_MS = 20_000;
/** Memory is written down after the warm-up, then this often, then at the end. */
const SAMPLE_EVERY_MS = 60_000;
/** How long a card payment waits for its authorization's callback before collecting anyway. */
const CALLBACK_WAIT_MS = 10_000;

interface SoakContext {
  client: CrashClient;
  ledger: SoakLedger;
  restaurant: Awaited<ReturnType<typeof chooseRestaurant>>;
  manager: string;
  /** The diner's own address: each diner is a client of its own, as phones are. */
  address: string;
  /** Orders a diner placed and will pay at the counter: the manager moves them along. */
  toMove: string[];
  url: string;
}

/** Sends a call and writes down how long it took and how it ended; `expected` statuses besides 2xx are not failures. */
async function timed(ctx: SoakContext, name: string, send: () => ReturnType<CrashClient["send"]>, expected: number[] = []) {
  const started = performance.now();
  const call = await send();
  ctx.ledger.record(name, performance.now() - started, call, expected);
  return call;
}

async function browse(ctx: SoakContext): Promise<void> {
  const { client, restaurant } = ctx;
  await timed(ctx, "findMerchant", () => client.send({ step: "read", method: "POST", path: "/customer/findMerchant/v2", payload: {} }));
  const menu = `/merchants/locations/${restaurant.locationId}/menu?orderType=pickup`;
  await timed(ctx, "menu", () => client.send({ step: "read", method: "GET", path: menu }));
  const slots = { locationId: restaurant.locationId, orderType: "pickup" };
  await timed(ctx, "slots", () => client.send({ step: "read", method: "POST", path: "/order/slots/v2", payload: slots }));
}

async function orderAndPay(ctx: SoakContext, diner: Diner): Promise<void> {
  const placed = await timed(ctx, "createOrder", () => placeOrder(ctx.restaurant, ctx.client, diner));
  const orderId = (placed.body as { orderId?: string }).orderId;
  if (!orderId) return;
  if (Math.random() < 0.5) {
    await timed(ctx, "payAtCounter", () => payAtCounter(ctx.client, diner, orderId));
    ctx.toMove.push(orderId);
    return;
  }
  const key = () => randomUUID();
  const start = await timed(ctx, "start-transaction", () =>
    ctx.client.send({
      step: "start-payment",
      method: "POST",
      path: "/payment/start-transaction",
      payload: { orderId, paymentType: "CNP", idempotencyKey: key() },
      token: diner.accessToken,
    }),
  );
  const transactionId = (start.body as { transactionId?: string }).transactionId;
  const card = { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" };
  const token = await timed(ctx, "card-token", () =>
    ctx.client.send({
      step: "card-token",
      method: "POST",
      path: "/sandbox-processor/tokens",
      payload: card,
      encoded: false,
      outsideApi: true,
    }),
  );
  const cardToken = (token.body as { token?: string }).token;
  if (!transactionId || !cardToken) return;
  await timed(ctx, "authorize", () =>
    ctx.client.send({
      step: "authorize",
      method: "POST",
      path: "/payment/v2/authorize",
      payload: { transactionId, cardToken, idempotencyKey: key() },
      token: diner.accessToken,
    }),
  );
  await collectOnceAuthorized(ctx, diner, transactionId);
}

/**
 * Collects as the diner's page does: once the processor's callback has made the payment authorized. Under load the
 * callback can come after the authorize call's answer; a collect before it is refused (409, counted as refused, not
 * failed) and tried again shortly.
 */
async function collectOnceAuthorized(ctx: SoakContext, diner: Diner, transactionId: string): Promise<void> {
  const collect = () => {
    const payload = { transactionId, idempotencyKey: randomUUID() };
    return ctx.client.send({ step: "collect", method: "POST", path: "/payment/collect-payment", payload, token: diner.accessToken });
  };
  for (const started = Date.now(); Date.now() - started < CALLBACK_WAIT_MS; await sleep(250)) {
    const early = await timed(ctx, "collect", collect, [409]);
    if (early.status !== 409) return;
  }
  await timed(ctx, "collect", collect);
}

async function track(ctx: SoakContext, diner: Diner): Promise<void> {
  const placed = await timed(ctx, "createOrder", () => placeOrder(ctx.restaurant, ctx.client, diner));
  const orderId = (placed.body as { orderId?: string }).orderId;
  if (!orderId) return;
  const started = performance.now();
  const tracker = follow("", `/order/${orderId}/events`, diner.accessToken, fetchAs(ctx.url, ctx.address));
  while (tracker.frames.length === 0 && performance.now() - started < 10_000) await sleep(20);
  ctx.ledger.recordStream("order events (first frame)", performance.now() - started, tracker.frames.length > 0);
  await sleep(3_000);
  tracker.close();
}

async function book(ctx: SoakContext, diner: Diner): Promise<void> {
  const payload = {
    idempotencyKey: randomUUID(),
    locationId: ctx.restaurant.locationId,
    guestCount: 2,
    fullName: diner.fullName,
    phone: diner.mobilePhone,
  };
  // A line that is closed now (hours, check-in off) refuses with 409: expected, not a failure.
  const joined = await timed(
    ctx,
    "join line",
    () => ctx.client.send({ step: "read", method: "POST", path: "/customer/reservations", payload, token: diner.accessToken }),
    [409],
  );
  const reservationId = (joined.body as { id?: string }).id;
  if (!reservationId) return;
  const cancel = { locationId: ctx.restaurant.locationId, reservationId, cancelReason: "Soak test" };
  await timed(ctx, "leave line", () =>
    ctx.client.send({
      step: "read",
      method: "PUT",
      path: "/customer/cancel-table?user=customer",
      payload: cancel,
      token: diner.accessToken,
    }),
  );
}

async function staffMove(ctx: SoakContext): Promise<void> {
  const orderId = ctx.toMove.shift();
  await timed(ctx, "staff orders", () =>
    ctx.client.send({ step: "read", method: "GET", path: "/staff/orders", encoded: false, token: ctx.manager }),
  );
  if (!orderId) return;
  for (const status of [OrderStatus.Accepted, OrderStatus.BeingPrepared, OrderStatus.Ready, OrderStatus.PickedUp]) {
    await timed(ctx, "staff move", () => moveOrder(ctx.client, ctx.manager, orderId, status));
  }
}

async function worker(ctx: SoakContext, diner: Diner, until: number): Promise<void> {
  while (Date.now() < until) {
    const roll = Math.random();
    try {
      if (roll < 0.4) await browse(ctx);
      else if (roll < 0.6) await orderAndPay(ctx, diner);
      else if (roll < 0.7) await track(ctx, diner);
      else if (roll < 0.8) await book(ctx, diner);
      else await staffMove(ctx);
    } catch (error) {
      ctx.ledger.fail("journey", (error as Error).message);
    }
  }
}

/** SOAK_STREAMS trackers of one order on the first instance: memory with them open, and one move's fan-out. */
async function streamsPhase(ctx: SoakContext, diner: Diner, instanceUrl: string): Promise<void> {
  const placed = await placeOrder(ctx.restaurant, ctx.client, diner);
  const orderId = String((placed.body as { orderId?: string }).orderId);
  await payAtCounter(ctx.client, diner, orderId);
  const report = await measureStreams({
    instanceUrl,
    count: STREAMS,
    orderId,
    dinerToken: diner.accessToken,
    move: (status) => moveOrder(ctx.client, ctx.manager, orderId, status),
    memoryOf: async (url) => (await ctx.ledger.memoryOf([url]))[0]!,
  });
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `\n${report.open} trackers on one instance: open in ${(report.openedInMs / 1000).toFixed(1)} s; resident memory ${mb(report.memoryBefore)} → ${mb(report.memoryWith)} ` +
      `(${((report.memoryWith - report.memoryBefore) / report.open / 1024).toFixed(0)} KB each); one move reached them all in ${report.fanOutMs.median} ms (median), ${report.fanOutMs.slowest} ms (slowest)`,
  );
}

const dir = join(repoRoot, ".data", "soak", String(Date.now()));
mkdirSync(dir, { recursive: true });
console.log(`Soak: ${MINUTES} min of mixed traffic, ${WORKERS} diners at once, against ${INSTANCES} instances behind nginx…`);
const cluster = await startCluster({ dir, count: INSTANCES, freshDatabase: true });
const client = clientOf(cluster.url);
const ownClients: CrashClient[] = [];
const ledger = createSoakLedger();
try {
  const restaurant = await chooseRestaurant(client);
  const manager = await signInManager(client, restaurant.locationId);
  const diners = await signUpDiners(client, WORKERS);
  const toMove: string[] = [];
  const ctx: SoakContext = { client, ledger, restaurant, manager, toMove, url: cluster.url, address: "127.0.0.1" };
  const since = Date.now();
  const until = since + MINUTES * 60_000;
  const workers = diners.map((diner, n) => {
    const address = `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const own = clientOf(cluster.url, address);
    ownClients.push(own);
    return worker({ ...ctx, client: own, address }, diner, until);
  });
  await sleep(Math.min(WARM_UP_MS, MINUTES * 30_000));
  const urls = cluster.instances.map((instance) => instance.url);
  await ledger.sampleMemory(urls);
  const sampling = setInterval(() => void ledger.sampleMemory(urls).catch(() => undefined), SAMPLE_EVERY_MS);
  await Promise.all(workers);
  clearInterval(sampling);
  await ledger.sampleMemory(urls);
  const failures = ledger.report((Date.now() - since) / 1000);
  if (STREAMS > 0) await streamsPhase(ctx, diners[0]!, cluster.instances[0]!.url);
  process.exitCode = failures > 0 ? 1 : 0;
} finally {
  for (const each of [client, ...ownClients]) each.close();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
