/** What the soak writes down: each call's time and ending, the failures, the instances' memory; and its report. */
import type { SentCall } from "../crash-client";

interface Timings {
  ms: number[];
  failed: number;
  refused: number;
}

export interface SoakLedger {
  /** A call: a failure when it got no answer, a 5xx, or a 4xx not in `expected`. */
  record(name: string, ms: number, call: SentCall, expected: number[]): void;
  recordStream(name: string, ms: number, opened: boolean): void;
  fail(name: string, why: string): void;
  /** Each instance's resident memory (bytes), read from its /metrics. */
  memoryOf(urls: string[]): Promise<number[]>;
  /** Writes down each instance's resident memory and heap in use now (the report prints them in turn). */
  sampleMemory(urls: string[]): Promise<void>;
  /** Prints the table (calls a second over `seconds`) and the memory samples; answers how many calls failed. */
  report(seconds: number): number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A series of the exposition text at `url`'s /metrics, in bytes. */
async function seriesOf(url: string, names: string[]): Promise<number[]> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return names.map((name) => Number(text.match(new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e\\+\\d+)?)$`, "m"))?.[1] ?? 0));
}

export function createSoakLedger(): SoakLedger {
  const calls = new Map<string, Timings>();
  /** Per instance, each sample's resident memory and heap used. */
  const samples: { rss: number; heap: number }[][] = [];
  const failures: string[] = [];
  const timingsOf = (name: string) => {
    let timings = calls.get(name);
    if (!timings) {
      timings = { ms: [], failed: 0, refused: 0 };
      calls.set(name, timings);
    }
    return timings;
  };
  return {
    record(name, ms, call, expected) {
      const timings = timingsOf(name);
      timings.ms.push(ms);
      const status = call.status;
      if (status !== null && status < 400) return;
      if (status !== null && expected.includes(status)) {
        timings.refused += 1;
        return;
      }
      timings.failed += 1;
      failures.push(`${name}: ${status ?? "no answer"} ${JSON.stringify(call.body).slice(0, 200)}`);
    },
    recordStream(name, ms, opened) {
      const timings = timingsOf(name);
      timings.ms.push(ms);
      if (opened) return;
      timings.failed += 1;
      failures.push(`${name}: no first frame within 10 s`);
    },
    fail(name, why) {
      timingsOf(name).failed += 1;
      failures.push(`${name}: ${why}`);
    },
    async memoryOf(urls) {
      return Promise.all(urls.map(async (url) => (await seriesOf(url, ["process_resident_memory_bytes"]))[0]!));
    },
    async sampleMemory(urls) {
      const now = await Promise.all(urls.map((url) => seriesOf(url, ["process_resident_memory_bytes", "nodejs_heap_size_used_bytes"])));
      now.forEach(([rss, heap], n) => {
        samples[n] ??= [];
        samples[n]!.push({ rss: rss!, heap: heap! });
      });
    },
    report(seconds) {
      const rows = [...calls.entries()].sort(([a], [b]) => a.localeCompare(b));
      console.log(
        `\n${"call".padEnd(28)}${"count".padStart(8)}${"per s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"refused".padStart(9)}${"failed".padStart(8)}`,
      );
      for (const [name, timings] of rows) {
        const sorted = [...timings.ms].sort((a, b) => a - b);
        const cells = [
          sorted.length,
          (sorted.length / seconds).toFixed(1),
          percentile(sorted, 50).toFixed(0),
          percentile(sorted, 99).toFixed(0),
          timings.refused,
          timings.failed,
        ];
        console.log(`${name.padEnd(28)}${cells.map((cell, n) => String(cell).padStart(n === 5 || n === 0 ? 8 : 9)).join("")}`);
      }
      const total = rows.reduce((sum, [, timings]) => sum + timings.ms.length, 0);
      console.log(`\n${total} calls in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)} a second), ${failures.length} failed`);
      for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
      samples.forEach((series, n) => {
        const [first, last] = [series[0]!, series.at(-1)!];
        console.log(
          `instance ${n + 1}: resident memory ${mb(first.rss)} after the warm-up, ${mb(last.rss)} at the end (${last.rss >= first.rss ? "+" : ""}${mb(last.rss - first.rss)}); ` +
            `heap in use ${mb(first.heap)} → ${mb(last.heap)}`,
        );
        console.log(`  resident, each sample: ${series.map((sample) => (sample.rss / 1024 / 1024).toFixed(0)).join(" ")} MB`);
        console.log(`  heap in use, each sample: ${series.map((sample) => (sample.heap / 1024 / 1024).toFixed(0)).join(" ")} MB`);
      });
      return failures.length;
    },
  };
}
