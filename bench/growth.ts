/**
 * Growth for `npm run bench` (issue 28): how each read and write's p99 grows from 10 to 50 to 200 connections, and
 * from the demo's restaurants to a platform's (BENCH_GROWTH_RESTAURANTS, 1,000: bench/generated-restaurants.ts), so
 * that a cost growing faster than the work shows. On PGlite, a server of its own; each figure a short run
 * (BENCH_GROWTH_SECONDS, 3) after a second's warm-up. The restaurant list answers every restaurant: its work grows
 * with them; the others' should not.
 */
import { join } from "node:path";
import { generateRestaurants } from "./generated-restaurants";
import { call, isFresh, load } from "./load";
import { benchServerEnv, type RunningServer, startServer } from "./processes";
import { warmUp } from "./rounds";
import type { BenchContext, CallScenario } from "./scenarios";

export const GROWTH_NAME = "growth: p99 by connections and restaurants";
const CONNECTIONS = [10, 50, 200] as const;
const AT_SCALE_CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 3);
const RESTAURANTS = Number(process.env.BENCH_GROWTH_RESTAURANTS ?? 1_000);

interface Figure {
  p99Ms: number;
  failures: number;
}

export interface GrowthRow {
  name: string;
  /** p99 by connections, on the demo data. */
  byConnections: Figure[];
  /** p99 at 50 connections, once the database holds RESTAURANTS restaurants. */
  atScale: Figure;
}

async function figureOf(context: BenchContext, scenario: CallScenario, connections: number): Promise<Figure> {
  const request = await scenario.prepare(context);
  const warm = await warmUp(context.baseUrl, request, connections, 1);
  const plan = isFresh(request) ? { amount: Math.max(connections, Math.round(warm.rate * SECONDS)) } : { seconds: SECONDS };
  const measured = await load(context.baseUrl, request, connections, plan);
  return { p99Ms: measured.p99Ms, failures: measured.errors + measured.non2xx };
}

const contextOf = (server: RunningServer): BenchContext => ({ baseUrl: server.url, call: (request) => call(server.url, request) });

export async function measureGrowth(calls: CallScenario[]): Promise<GrowthRow[]> {
  console.log(
    `\n▶ ${GROWTH_NAME} [PGlite]: ${calls.length} calls at ${CONNECTIONS.join("/")} connections, then at ${RESTAURANTS} restaurants`,
  );
  const env = benchServerEnv(undefined, Math.max(...CONNECTIONS));
  let server = await startServer(env);
  try {
    const byConnections: Figure[][] = [];
    for (const scenario of calls) {
      const figures: Figure[] = [];
      for (const connections of CONNECTIONS) figures.push(await figureOf(contextOf(server), scenario, connections));
      console.log(`  ${scenario.name}: p99 ${figures.map((f) => `${f.p99Ms.toFixed(1)} ms`).join(" / ")}`);
      byConnections.push(figures);
    }
    await server.stop();
    const started = Date.now();
    const wrote = await generateRestaurants({ dataDir: join(server.dataDir, "pglite") }, RESTAURANTS);
    console.log(
      `  wrote ${wrote} restaurants, menus and all, in ${((Date.now() - started) / 1000).toFixed(0)} s; starting the server again…`,
    );
    server = await startServer(env, server.dataDir);
    const rows: GrowthRow[] = [];
    for (const [i, scenario] of calls.entries()) {
      const atScale = await figureOf(contextOf(server), scenario, AT_SCALE_CONNECTIONS);
      console.log(`  ${scenario.name} at ${RESTAURANTS} restaurants: p99 ${atScale.p99Ms.toFixed(1)} ms`);
      rows.push({ name: scenario.name, byConnections: byConnections[i]!, atScale });
    }
    return rows;
  } finally {
    await server.stop();
    server.removeData();
  }
}

/** The growth table: p99 at each connection count, at scale, and how many times each grew. */
export function growthTable(rows: GrowthRow[]): string {
  const ms = (figure: Figure) => `${figure.p99Ms.toFixed(1)}${figure.failures ? ` (${figure.failures} failed)` : ""}`;
  const times = (to: Figure, from: Figure) => `×${(to.p99Ms / from.p99Ms).toFixed(1)}`;
  const header = [
    "call",
    ...CONNECTIONS.map((c) => `p99 ms @${c}`),
    "10→200",
    `@${AT_SCALE_CONNECTIONS}, ${RESTAURANTS} restaurants`,
    "demo→scale",
  ];
  const cells = rows.map(({ name, byConnections, atScale }) => {
    const at50 = byConnections[CONNECTIONS.indexOf(AT_SCALE_CONNECTIONS)]!;
    return [name, ...byConnections.map(ms), times(byConnections.at(-1)!, byConnections[0]!), ms(atScale), times(atScale, at50)];
  });
  const all = [header, ...cells];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [
    `${GROWTH_NAME} (PGlite; connections on the demo's restaurants)`,
    line(header),
    widths.map((w) => "─".repeat(w)).join("  "),
    ...cells.map(line),
  ].join("\n");
}
