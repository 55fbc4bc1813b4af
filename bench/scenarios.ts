/**
 * What `npm run bench` measures. Each scenario is one HTTP call, measured against the running server and
 * against a bare node:http baseline answering bytes of the same size. Add a scenario by adding an object here
 * (order placement, which writes, is in bench/orders.ts; a call measured during another client's burst, beside
 * the same call idle, is in bench/bursts.ts).
 */
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";
import type { DatabaseOptions } from "../apps/server/src/db/client";
import type { RoundRatio } from "./rounds";

export interface BenchRequest {
  method: "GET" | "POST" | "PUT";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * For calls that write: a new body for every request (e.g. a fresh idempotency key). Such a scenario is measured
   * with a fixed number of requests instead of a fixed duration, so that every request sent is also answered and
   * counted (a duration run abandons the requests in flight when it stops, which the server may still complete).
   */
  freshBody?: () => string;
  /** As freshBody, for calls whose payload travels in the query (`?data=`): a new path for every request. */
  freshPath?: () => string;
  /** What prepare chose, printed beside the scenario's name. */
  note?: string;
}

/**
 * One measurement: autocannon's figures reduced to what the report shows. A scenario that measures itself leaves
 * what does not apply to it NaN (printed as –).
 */
export interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
  /** 2xx answers. */
  successes: number;
}

export interface Target {
  label: string;
  /**
   * true when met; `server` is the app's figure, `baseline` the bare node:http one of the same run, `ratio` the
   * median of their req/s ratios over alternating rounds (bench/rounds.ts) when so measured.
   */
  met(server: Measured, baseline: Measured, ratio?: RoundRatio): boolean;
  actual(server: Measured, baseline: Measured, ratio?: RoundRatio): string;
}

/** What scenarios may ask of the running server while preparing (e.g. to find a seeded id). */
export interface BenchContext {
  baseUrl: string;
  call(request: BenchRequest): Promise<{ status: number; body: Buffer }>;
}

/** Another client's load, running while a scenario's call is measured. */
export interface RunningBurst {
  /** Stops the load and says what it sent and how it was answered. */
  stop(): Promise<string>;
}

interface ScenarioBasics {
  name: string;
  targets: Target[];
  /** Connections for this scenario; BENCH_CONNECTIONS otherwise. */
  connections?: number;
  /** Measured on PostgreSQL as well as on the embedded PGlite. */
  everyDatabase?: boolean;
  /**
   * Changes the seeded data the scenario needs (e.g. a restaurant open all day): run with the server stopped after its
   * first boot (which migrated and seeded), before it boots again on the same database.
   */
  prepareData?: (database: DatabaseOptions) => Promise<void>;
  /** Run before the server starts (e.g. building the web apps it serves). */
  beforeStart?: () => Promise<void>;
  /** Settings the server needs for this scenario (e.g. a bound raised); they apply to the whole run it is part of. */
  serverEnv?: Record<string, string>;
}

/** One HTTP call, measured with autocannon. */
export interface CallScenario extends ScenarioBasics {
  prepare(context: BenchContext): Promise<BenchRequest>;
  /**
   * Measure the call while this runs, beside the same call measured idle on the same server (instead of beside
   * node:http).
   */
  during?: (context: BenchContext) => Promise<RunningBurst>;
  /** Compare the orders the run left in the database with the successful answers it got. */
  countsOrders?: boolean;
}

/** What a scenario that measures itself hands back: its figures and its baseline's, measured in the same run. */
export interface OwnMeasurement {
  connections: number;
  bodyBytes: number;
  server: Measured;
  baseline: Measured;
  baselineLabel: string;
  /** The figure the report compares with the baseline (lower is better), instead of req/s. */
  versus: "p99Ms" | "maxMs";
}

/** A scenario measured its own way (an event stream's deliveries, a page in Chromium), not by autocannon. */
export interface OwnScenario extends ScenarioBasics {
  measureOwn(context: BenchContext): Promise<OwnMeasurement>;
}

export type Scenario = CallScenario | OwnScenario;

export const API = "/data-services";
export const VERSION = { "x-app-version": "v2" };
export const JSON_HEADERS = { ...VERSION, "content-type": "application/json" };

/** The payload of an encoded answer `{ encryptedText }`. */
export const decodeAnswer = <T>(body: Buffer): T =>
  decodePayload((JSON.parse(body.toString()) as { encryptedText: string }).encryptedText) as T;

export const noFailures: Target = {
  label: "zero errors and non-2xx",
  met: (server) => server.errors === 0 && server.non2xx === 0,
  actual: (server) => `${server.errors} errors, ${server.non2xx} non-2xx of ${server.successes + server.non2xx} answers`,
};

export const p99Below = (ms: number): Target => ({
  label: `p99 < ${ms} ms`,
  // No answer at all has no latency to speak of: that is not a pass.
  met: (server) => server.successes > 0 && server.p99Ms < ms,
  actual: (server) => `${server.p99Ms.toFixed(1)} ms`,
});

/** The share of the baseline's req/s: the median over alternating rounds when so measured, else the run's. */
const shareOf = (server: Measured, baseline: Measured, ratio?: RoundRatio) =>
  ratio?.median ?? server.requestsPerSecond / baseline.requestsPerSecond;

export const throughputAtLeast = (fraction: number): Target => ({
  label: `req/s ≥ ${Math.round(fraction * 100)}% of baseline`,
  met: (server, baseline, ratio) => shareOf(server, baseline, ratio) >= fraction,
  actual: (server, baseline, ratio) =>
    `${(100 * shareOf(server, baseline, ratio)).toFixed(1)}%${ratio ? ` (rounds ${(100 * ratio.low).toFixed(0)}–${(100 * ratio.high).toFixed(0)}%)` : ""}`,
});

/** The answer travels compressed: its bytes on the wire a small share of the same answer sent plain by the baseline. */
const compressedTo = (fraction: number): Target => ({
  label: `bytes/answer ≤ ${Math.round(fraction * 100)}% of the plain answer's`,
  met: (server, baseline) => server.successes > 0 && server.bytesPerResponse <= fraction * baseline.bytesPerResponse,
  actual: (server, baseline) => `${((100 * server.bytesPerResponse) / baseline.bytesPerResponse).toFixed(1)}%`,
});

const menuRequest = async (context: BenchContext, headers: Record<string, string>): Promise<BenchRequest> => {
  const { id } = await firstRestaurant(context);
  return { method: "GET", path: `${API}/merchants/locations/${id}/menu?orderType=pickup`, headers };
};

export const restaurantListRequest = (): BenchRequest => ({
  method: "POST",
  path: `${API}/customer/findMerchant/v2`,
  headers: JSON_HEADERS,
  body: JSON.stringify(encodeRequest({})),
});

/** What the bench reads of a listed restaurant. */
export interface ListedRestaurant {
  id: number | string;
  merchantType: string;
  locationSlug: string;
  orderTypes: { menuType: string }[];
}

/** The first seeded restaurant, as the home page would find it. */
export async function firstRestaurant(context: BenchContext): Promise<ListedRestaurant> {
  const { status, body } = await context.call(restaurantListRequest());
  if (status !== 200) throw new Error(`findMerchant answered ${status}: ${body.toString().slice(0, 300)}`);
  const first = decodeAnswer<{ restaurants: ListedRestaurant[] }>(body).restaurants[0];
  if (!first) throw new Error("findMerchant found no restaurant: is the demo data seeded?");
  return first;
}

export const scenarios: CallScenario[] = [
  {
    name: "menu (GET locations/{id}/menu)",
    prepare: (context) => menuRequest(context, VERSION),
    targets: [throughputAtLeast(0.4), p99Below(25)],
  },
  {
    // As a browser asks for it; the baseline sends the same answer plain, as a server that compresses nothing would.
    name: "menu, compressed (Accept-Encoding: br, gzip)",
    prepare: (context) => menuRequest(context, { ...VERSION, "accept-encoding": "br, gzip" }),
    targets: [compressedTo(0.3), p99Below(25)],
  },
  {
    name: "restaurant list (POST findMerchant/v2)",
    prepare: async () => restaurantListRequest(),
    targets: [p99Below(25)],
  },
];
