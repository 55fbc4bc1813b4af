/**
 * One client's burst must not stall everyone (issue 10): a cached menu read is measured while another client sends
 * bursts of 1,100 order lookups, or of 2,000 event stream openings, beside the same read idle on the same server in
 * the same run. The burst runs in a process of its own (bench/burst-client.mjs) and speaks as another address
 * (X-Forwarded-For through the server's trusted local proxy), so the server's bounds per client apply to it as to
 * any client; the measured reads must all be answered, none refused.
 */
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";
import { orderPlacement } from "./orders";
import {
  API,
  type BenchContext,
  type CallScenario,
  decodeAnswer,
  p99Below,
  type RunningBurst,
  throughputAtLeast,
  VERSION,
} from "./scenarios";

interface Burst {
  method: "GET" | "POST";
  path: string;
  concurrency: number;
  /** The client address the burst speaks as. */
  address: string;
}

async function startBurst(context: BenchContext, burst: Burst): Promise<RunningBurst> {
  const spec = {
    url: context.baseUrl + burst.path,
    method: burst.method,
    headers: { ...VERSION, "x-forwarded-for": burst.address },
    concurrency: burst.concurrency,
  };
  const client: ChildProcess = fork(fileURLToPath(new URL("./burst-client.mjs", import.meta.url)), [JSON.stringify(spec)], {
    stdio: "inherit",
  });
  await once(client, "message");
  return {
    async stop() {
      const summary = once(client, "message");
      client.send("stop");
      const [{ rounds, statuses }] = (await summary) as [{ rounds: number; statuses: Record<string, number> }];
      const answers = Object.entries(statuses).map(([status, n]) => `${n} × ${status}`);
      return `${rounds} round(s) of ${burst.concurrency} ${burst.method} ${burst.path.split("?")[0]} as ${burst.address}: ${answers.join(", ")}`;
    },
  };
}

/** A pickup order of its own (not counted as one of the order placement scenario's), for the burst to look up. */
async function placeOrder(context: BenchContext): Promise<{ orderId: string; locationId: number }> {
  const placing = await orderPlacement.prepare(context);
  const payload = decodePayload((JSON.parse(placing.freshBody!()) as { data: string }).data) as Record<string, unknown>;
  const body = JSON.stringify(encodeRequest({ ...payload, fullName: "Bench Tracker" }));
  const { status, body: answer } = await context.call({ ...placing, body, freshBody: undefined });
  if (status !== 201) throw new Error(`placing the burst's order answered ${status}: ${answer.toString().slice(0, 300)}`);
  return decodeAnswer<{ orderId: string; locationId: number }>(answer);
}

function menuDuring(name: string, burstOf: (orderId: string) => Burst): CallScenario {
  let burst: Burst | undefined;
  return {
    name,
    everyDatabase: true,
    // The reads go on (before, none was answered while a burst lasted) at a fair share of the idle rate, the burst's
    // client taking its own share of the machine; p99 above the idle figure, far below the seconds it was (4.5 s
    // behind lookups, 27 s behind stream openings).
    targets: [throughputAtLeast(0.2), p99Below(500)],
    async prepare(context) {
      const order = await placeOrder(context);
      burst = burstOf(order.orderId);
      const path = `${API}/merchants/locations/${order.locationId}/menu?orderType=pickup`;
      return {
        method: "GET",
        path,
        headers: VERSION,
        note: `the cached menu read by this client; ${burst.concurrency} at once by another`,
      };
    },
    during: (context) => startBurst(context, burst!),
  };
}

export const burstScenarios: CallScenario[] = [
  menuDuring("menu during 1,100 order lookups", (orderId) => ({
    method: "GET",
    path: `${API}/order/v2/getOrder?orderId=${orderId}`,
    concurrency: 1100,
    address: "203.0.113.7",
  })),
  menuDuring("menu during 2,000 event stream openings", (orderId) => ({
    method: "GET",
    path: `${API}/order/${orderId}/events`,
    concurrency: 2000,
    address: "203.0.113.8",
  })),
];
