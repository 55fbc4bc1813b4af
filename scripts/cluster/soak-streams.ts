/**
 * The soak's last phase (SOAK_STREAMS, 1,000): that many live order trackers held open on one instance at once,
 * each speaking as one of several client addresses (X-Forwarded-For, which the instance trusts from this machine) so
 * the per-client bound lets them in. Measures how long they took to open, the instance's resident memory before and
 * with them open, and how long one status move takes to reach every one of them.
 */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { SentCall } from "../crash-client";
import { fetchAs, follow, ok, sleep, until } from "./cluster-calls";

/** Trackers one client address holds (within ORDER_TRACKERS_PER_CLIENT, 20). */
const PER_ADDRESS = 20;

export interface StreamsReport {
  open: number;
  openedInMs: number;
  memoryBefore: number;
  memoryWith: number;
  /** Time from sending the move until each tracker heard it: median and slowest. */
  fanOutMs: { median: number; slowest: number };
}

export interface StreamsSetup {
  instanceUrl: string;
  count: number;
  orderId: string;
  dinerToken: string;
  /** Moves the order (a manager's call); resolves when answered. */
  move: (status: number) => Promise<SentCall>;
  memoryOf: (url: string) => Promise<number>;
}

/** A tracker whose requests say they come from `address`. */
const trackerAs = (setup: StreamsSetup, address: string) =>
  follow("", `/order/${setup.orderId}/events`, setup.dinerToken, fetchAs(setup.instanceUrl, address));

export async function measureStreams(setup: StreamsSetup): Promise<StreamsReport> {
  const memoryBefore = await setup.memoryOf(setup.instanceUrl);
  const started = Date.now();
  const trackers = Array.from({ length: setup.count }, (_, n) =>
    trackerAs(setup, `10.${Math.floor(n / PER_ADDRESS / 250)}.${Math.floor(n / PER_ADDRESS) % 250}.7`),
  );
  try {
    await until(() => trackers.every((tracker) => tracker.frames.length > 0), 120_000, `${setup.count} trackers' first frames`);
    const openedInMs = Date.now() - started;
    await sleep(2_000);
    const memoryWith = await setup.memoryOf(setup.instanceUrl);
    const heard = trackers.map((tracker) => tracker.frames.length);
    // From the moment the move is sent: its trackers often hear it before its own answer arrives.
    const moved = Date.now();
    const move = setup.move(OrderStatus.Accepted);
    const arrivals: number[] = [];
    await until(
      () => {
        trackers.forEach((tracker, n) => {
          if (heard[n]! >= 0 && tracker.frames.length > heard[n]!) {
            arrivals.push(Date.now() - moved);
            heard[n] = -1;
          }
        });
        return arrivals.length === trackers.length;
      },
      60_000,
      "the move reaching every tracker",
    );
    ok(await move);
    arrivals.sort((a, b) => a - b);
    const fanOutMs = { median: arrivals[Math.floor(arrivals.length / 2)]!, slowest: arrivals.at(-1)! };
    return { open: trackers.length, openedInMs, memoryBefore, memoryWith, fanOutMs };
  } finally {
    for (const tracker of trackers) tracker.close();
  }
}
