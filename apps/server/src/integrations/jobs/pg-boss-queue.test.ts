/**
 * The job queue on the app's own database (PGlite here, PostgreSQL in the PostgreSQL run): runs, retries with backoff,
 * one job per key, a recurring job once per period across instances, and a run whose instance stopped answering
 * taken up by another.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import type { JobQueue } from "../../lib/job-queue";
import { openTestDatabase } from "../../test/test-database";
import { createBossQueue } from "./pg-boss-queue";

const quiet = { warn: () => {}, error: () => {} };
let database: DatabaseHandle;
const open: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const queue of open.splice(0)) await queue.stop();
});
afterAll(() => database.close());

const queueOn = (works: boolean, extra: { maintenanceSeconds?: number; stopTimeoutMs?: number } = {}) => {
  const queue = createBossQueue({
    database,
    works,
    maintenanceSeconds: extra.maintenanceSeconds ?? 60,
    stopTimeoutMs: extra.stopTimeoutMs,
    log: quiet,
  });
  open.push(queue);
  return queue;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a job sent and run", () => {
  it("runs once with its data, and a key sent twice makes one job", async () => {
    const queue = queueOn(false);
    const seen: string[] = [];
    queue.define<{ orderId: string }>("probe-run-once", async ({ orderId }) => void seen.push(orderId));
    await queue.start();
    await queue.send("probe-run-once", { orderId: "a" }, { key: "a" });
    await queue.send("probe-run-once", { orderId: "a" }, { key: "a" });
    await queue.send("probe-run-once", { orderId: "b" }, { key: "b" });
    expect((await queue.depth()).find((q) => q.name === "probe-run-once")).toMatchObject({ waiting: 2, running: 0 });
    expect(await queue.runDue(["probe-run-once"])).toBe(2);
    expect(seen.sort()).toEqual(["a", "b"]);
    expect(await queue.runDue(["probe-run-once"])).toBe(0);
    expect((await queue.depth()).find((q) => q.name === "probe-run-once")).toMatchObject({ waiting: 0, lagSeconds: 0 });
  });

  it("a job sent for later waits until its time", async () => {
    const queue = queueOn(false);
    const run = vi.fn(async () => {});
    queue.define("probe-later", run);
    await queue.start();
    await queue.send("probe-later", {}, { key: "later", delaySeconds: 60 });
    expect(await queue.runDue(["probe-later"])).toBe(0);
    expect(run).not.toHaveBeenCalled();
  });

  it("a run that fails is tried again after its delay, not before, until it succeeds", async () => {
    const queue = queueOn(false);
    let tries = 0;
    queue.define(
      "probe-retry",
      async () => {
        tries += 1;
        if (tries < 2) throw new Error("the partner did not answer");
      },
      { retryLimit: 3, retryDelaySeconds: 1, backoff: false },
    );
    await queue.start();
    await queue.send("probe-retry", {}, { key: "retry" });
    expect(await queue.runDue(["probe-retry"])).toBe(1);
    expect(await queue.runDue(["probe-retry"])).toBe(0);
    await sleep(1300);
    expect(await queue.runDue(["probe-retry"])).toBe(1);
    expect(tries).toBe(2);
    expect(await queue.runDue(["probe-retry"])).toBe(0);
  });

  it("an instance that only sends runs nothing by itself", async () => {
    const queue = queueOn(false);
    const run = vi.fn(async () => {});
    queue.define("probe-web-only", run);
    queue.every("probe-web-only", 1000);
    await queue.start();
    await queue.send("probe-web-only", {}, { key: "web" });
    await sleep(1500);
    expect(run).not.toHaveBeenCalled();
  });
});

describe("jobs across instances", () => {
  it("a recurring job runs once per period across three instances, never two runs at once", async () => {
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const sweep = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      runs += 1;
      await sleep(50);
      running -= 1;
    };
    const instances = [queueOn(true), queueOn(true), queueOn(true)];
    for (const queue of instances) {
      queue.define("probe-sweep", sweep, { retryLimit: 0 });
      queue.every("probe-sweep", 1000);
    }
    const since = Date.now();
    await Promise.all(instances.map((queue) => queue.start()));
    await sleep(4500);
    const periods = Math.ceil((Date.now() - since) / 1000);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(periods + 1);
    expect(mostAtOnce).toBe(1);
  });

  it("a run that never ends is given up once it expires and run again, by either instance, finishing once", async () => {
    const runOptions = { retryLimit: 2, retryDelaySeconds: 0, backoff: false, expireInSeconds: 1 };
    let started = 0;
    const finished: number[] = [];
    const run = async () => {
      started += 1;
      // The first run hangs, as one on an instance that stopped answering would.
      if (started === 1) await new Promise(() => {});
      finished.push(started);
    };
    const instances = [queueOn(true, { maintenanceSeconds: 1, stopTimeoutMs: 200 }), queueOn(true, { maintenanceSeconds: 1 })];
    for (const queue of instances) queue.define("probe-expiry", run, runOptions);
    await Promise.all(instances.map((queue) => queue.start()));
    await instances[0]!.send("probe-expiry", {}, { key: "one" });
    await vi.waitFor(() => expect(finished).toEqual([2]), { timeout: 15_000, interval: 100 });
    await sleep(1500);
    expect(finished).toEqual([2]);
  });
});
