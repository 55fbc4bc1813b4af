/** The bench's printed result: one table for every measurement, then PASS/FAIL per target and per count check. */
import type { CpuPerRequest, RoundRatio } from "./rounds";
import type { Measured, Scenario } from "./scenarios";

export type DatabaseName = "PGlite" | "PostgreSQL";

/** One scenario measured on one database, beside its baseline. Plain data: the PostgreSQL run hands it over as JSON. */
export interface Row {
  name: string;
  database: DatabaseName;
  connections: number;
  bodyBytes: number;
  server: Measured;
  baseline: Measured;
  /** What the baseline is: node:http unless the scenario measures its call during a burst (then the call idle). */
  baselineLabel?: string;
  /** The figure compared with the baseline (lower is better) when it is not req/s: a scenario that measures itself. */
  versus?: "p99Ms" | "maxMs";
  /** Measured in alternating rounds (bench/rounds.ts): the median of the rounds' req/s ratios, and its spread. */
  ratio?: RoundRatio;
  /** CPU per request of the server, its database (PostgreSQL) and the baseline, over the same rounds. */
  cpu?: CpuPerRequest;
  /** Orders the run left in the database, against the 2xx answers of every request it sent (sample, warm-up, run). */
  count?: { orders: number; successes: number };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column <= 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(rows[0]!), widths.map((width) => "─".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** A figure, or – where it does not apply (NaN; null once it has travelled as JSON). */
const figure = (value: number | null, digits: number) => (value === null || !Number.isFinite(value) ? "–" : value.toFixed(digits));

/** The server's figure against the baseline's: its req/s as a share of the baseline's, or how many times its latency. */
function versusBaseline({ server, baseline, versus, ratio }: Row): string {
  const percent = (share: number) => (100 * share).toFixed(share < 0.1 ? 1 : 0);
  if (ratio) return `${percent(ratio.median)}% (${percent(ratio.low)}–${percent(ratio.high)}, ${ratio.rounds} rounds)`;
  if (!versus) return `${((100 * server.requestsPerSecond) / baseline.requestsPerSecond).toFixed(1)}%`;
  const times = server[versus] / baseline[versus];
  return Number.isFinite(times) ? `${versus === "p99Ms" ? "p99" : "max"} ×${times.toFixed(1)}` : "–";
}

/**
 * Prints the table and the verdicts; `failures` are runs that could not happen at all (each one counts as a FAIL);
 * `more` are verdicts measured another way (bench/lighthouse.ts), whose own table is printed before this.
 */
export function report(rows: Row[], scenarios: Scenario[], failures: string[], more: { met: boolean; line: string }[] = []): void {
  const header = [
    "scenario",
    "database",
    "conns",
    "answered by",
    "req/s",
    "p50 ms",
    "p99 ms",
    "max ms",
    "errors",
    "non-2xx",
    "bytes/answer",
    "CPU ms/req",
    "vs baseline",
  ];
  const cells: string[][] = [header];
  for (const row of rows) {
    const { name, database, connections, server, baseline, baselineLabel = "node:http", cpu } = row;
    const serverCpu = cpu ? figure(cpu.serverMs, 2) + (cpu.databaseMs === null ? "" : ` + db ${figure(cpu.databaseMs, 2)}`) : "–";
    for (const [label, measured, cpuCell, vs] of [
      ["forkful", server, serverCpu, versusBaseline(row)],
      [baselineLabel, baseline, cpu ? figure(cpu.baselineMs, 2) : "–", row.versus ? "×1.0" : "100%"],
    ] as const) {
      const first = label === "forkful";
      cells.push([
        first ? name : "",
        first ? database : "",
        first ? String(connections) : "",
        label,
        figure(measured.requestsPerSecond, 0),
        figure(measured.p50Ms, 1),
        figure(measured.p99Ms, 1),
        figure(measured.maxMs, 1),
        String(measured.errors),
        String(measured.non2xx),
        figure(measured.bytesPerResponse, 0),
        cpuCell,
        vs,
      ]);
    }
  }
  if (rows.length > 0) console.log(`\n${table(cells)}\n`);

  let failed = 0;
  const verdict = (met: boolean, line: string) => {
    if (!met) failed += 1;
    console.log(`${met ? "PASS" : "FAIL"}  ${line}`);
  };
  for (const { name, database, server, baseline, count, ratio } of rows) {
    const title = `${name} [${database}]`;
    const note = server.errors + server.non2xx > 0 ? ` (with ${server.errors} errors, ${server.non2xx} non-2xx)` : "";
    for (const target of scenarios.find((scenario) => scenario.name === name)?.targets ?? []) {
      const met = target.met(server, baseline, ratio) && server.errors === 0 && server.non2xx === 0;
      verdict(met, `${title}: ${target.label} — ${target.actual(server, baseline, ratio)}${note}`);
    }
    if (count) {
      const line = `orders in database: ${count.orders}, successful answers: ${count.successes}`;
      verdict(count.orders === count.successes, `${title}: ${line}`);
    }
  }
  for (const { met, line } of more) verdict(met, line);
  for (const failure of failures) verdict(false, failure);
  console.log(failed === 0 ? "\nAll targets met." : `\n${failed} target(s) FAILED.`);
}
