/**
 * The staff console's live fan-out for `npm run bench` (issue 26): 50 staff screens follow one restaurant
 * (GET /staff/live, each signed in as one of its manager, kitchen or host), diners place 100 ASAP pickup orders there,
 * one every 200 ms (BENCH_LIVE_PACE_MS), and each order's `orderPlaced` frame is timed on every screen, from the
 * moment its createOrder was sent (a frame may come before the call's answer: the figure holds the order's own
 * placement too). Beside it, the same 50 listeners on a bare node:http fan-out (bench/processes.ts), the same pace,
 * the same frame: what the machine itself does.
 */

import { randomUUID } from "node:crypto";
import http from "node:http";
import { startSseBaseline } from "./processes";
import { API, decodeAnswer, JSON_HEADERS, type Measured, type OwnScenario, type Target } from "./scenarios";
import { openAllDay, pickupOrdering, type StaffRoleName, staffHeaders, staffSignIn } from "./staff";

const SCREENS = 50;
const ORDERS = 100;
/** Placed before the measured orders and not counted: the JIT and the caches warm up. */
const WARMUP_ORDERS = 10;
const PACE_MS = Number(process.env.BENCH_LIVE_PACE_MS ?? 200);
/** How long a frame may still come after the last order's answer before it is counted as missed. */
const GRACE_MS = 5_000;
const LIVE_RESTAURANT = "lone-star-smokehouse-south-congress";
const ROLES: StaffRoleName[] = ["manager", "kitchen", "host"];

/** One open event stream: when each `orderPlaced` frame arrived, by its subject (the order). */
interface Listener {
  arrivals: Map<string, number>;
  frameBytes: number;
  close(): void;
}

function listen(url: string, headers: Record<string, string>): Promise<Listener> {
  return new Promise((resolveOpen, reject) => {
    const listener: Listener = { arrivals: new Map(), frameBytes: 0, close: () => request.destroy() };
    const request = http.get(url, { headers: { ...headers, accept: "text/event-stream" }, agent: false }, (response) => {
      response.setEncoding("utf8");
      if (response.statusCode !== 200) {
        let text = "";
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => reject(new Error(`${url} answered ${response.statusCode}: ${text.slice(0, 300)}`)));
        return;
      }
      let buffer = "";
      response.on("data", (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split("\n").find((line) => line.startsWith("data: "));
          const entry = data ? (JSON.parse(data.slice(6)) as { kind?: string; subject?: string }) : {};
          if (entry.kind !== "orderPlaced" || !entry.subject) continue;
          listener.arrivals.set(entry.subject, now);
          listener.frameBytes = Buffer.byteLength(frame) + 2;
        }
      });
      response.on("error", () => {});
      resolveOpen(listener);
    });
    request.on("error", reject);
  });
}

/** Where the fan-out is measured: how a screen opens its stream, and how one order is placed (its subject). */
interface FanOut {
  streamUrl: string;
  streamHeaders(screen: number): Record<string, string>;
  place(): Promise<string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measureFanOut(fanOut: FanOut): Promise<Measured> {
  const listeners: Listener[] = [];
  for (let screen = 0; screen < SCREENS; screen += 1) listeners.push(await listen(fanOut.streamUrl, fanOut.streamHeaders(screen)));
  try {
    const sentAt = new Map<string, number>();
    const answeredIn: number[] = [];
    let failed = 0;
    const started = performance.now();
    const placing: Promise<void>[] = [];
    for (let order = 0; order < WARMUP_ORDERS + ORDERS; order += 1) {
      await new Promise((wait) => setTimeout(wait, Math.max(0, started + order * PACE_MS - performance.now())));
      const sent = performance.now();
      const counted = order >= WARMUP_ORDERS;
      placing.push(
        fanOut.place().then(
          (subject) => {
            if (!counted) return;
            sentAt.set(subject, sent);
            answeredIn.push(performance.now() - sent);
          },
          () => {
            if (counted) failed += 1;
          },
        ),
      );
    }
    await Promise.all(placing);
    const answered = [...answeredIn].sort((a, b) => a - b);
    console.log(
      `    the order calls answered in p50 ${percentile(answered, 50).toFixed(1)} ms, p99 ${percentile(answered, 99).toFixed(1)} ms`,
    );
    const everyFrameIn = () => listeners.every((listener) => [...sentAt.keys()].every((subject) => listener.arrivals.has(subject)));
    const deadline = performance.now() + GRACE_MS;
    while (!everyFrameIn() && performance.now() < deadline) await new Promise((wait) => setTimeout(wait, 20));
    const latencies: number[] = [];
    let missed = 0;
    for (const listener of listeners) {
      for (const [subject, sent] of sentAt) {
        const arrived = listener.arrivals.get(subject);
        if (arrived === undefined) missed += 1;
        else latencies.push(arrived - sent);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: Number.NaN,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? Number.NaN,
      errors: missed,
      non2xx: failed,
      bytesPerResponse: listeners[0]?.frameBytes ?? Number.NaN,
      successes: latencies.length,
    };
  } finally {
    for (const listener of listeners) listener.close();
  }
}

const deliveredWithin = (ms: number): Target => ({
  label: `p99 ≤ ${ms} ms from order to every screen`,
  met: (server) => server.successes > 0 && server.p99Ms <= ms,
  actual: (server) =>
    `${server.p99Ms.toFixed(1)} ms (p50 ${server.p50Ms.toFixed(1)}, max ${server.maxMs.toFixed(1)}; ${server.successes} deliveries)`,
});

export const staffLiveFanOut: OwnScenario = {
  name: "staff live fan-out (50 × GET /staff/live)",
  targets: [deliveredWithin(250)],
  connections: SCREENS,
  // 50 screens of one restaurant from one address (its router): above the default bound of 20 streams per client.
  // A sign-in per screen: above the default 20 sign-in attempts a minute.
  serverEnv: { ORDER_TRACKERS_PER_CLIENT: String(SCREENS + 10), AUTH_ATTEMPTS_PER_MINUTE: String(SCREENS * 4) },
  prepareData: openAllDay(LIVE_RESTAURANT),
  async measureOwn(context) {
    const ordering = await pickupOrdering(context, LIVE_RESTAURANT);
    const tokens: string[] = [];
    for (let screen = 0; screen < SCREENS; screen += 1)
      tokens.push(await staffSignIn(context, ROLES[screen % ROLES.length]!, LIVE_RESTAURANT));
    console.log(
      `  ${SCREENS} screens of ${ordering.branchName}; ${ORDERS} ASAP pickup orders (after ${WARMUP_ORDERS} to warm up), one every ${PACE_MS} ms`,
    );
    console.log("  server   … GET /staff/live × 50, POST createOrder");
    const server = await measureFanOut({
      streamUrl: `${context.baseUrl}${API}/staff/live`,
      streamHeaders: (screen) => staffHeaders(tokens[screen]!),
      place: async () => {
        const { status, body } = await context.call({
          method: "POST",
          path: `${API}/order/customer/createOrder`,
          headers: JSON_HEADERS,
          body: ordering.freshBody(),
        });
        if (status !== 201) throw new Error(`createOrder answered ${status}`);
        return decodeAnswer<{ orderId: string }>(body).orderId;
      },
    });
    const baseline = await startSseBaseline();
    try {
      console.log("  baseline … the same listeners and pace, bare node:http fan-out");
      const measured = await measureFanOut({
        streamUrl: `${baseline.url}/live`,
        streamHeaders: () => ({}),
        place: async () => {
          const subject = randomUUID();
          const response = await fetch(`${baseline.url}/publish?subject=${subject}`, { method: "POST" });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`publish answered ${response.status}`);
          return subject;
        },
      });
      return {
        connections: SCREENS,
        bodyBytes: server.bytesPerResponse,
        server,
        baseline: measured,
        baselineLabel: "node:http SSE",
        versus: "p99Ms",
      };
    } finally {
      await baseline.stop();
    }
  },
};
