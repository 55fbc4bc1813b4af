/**
 * The staff console's orders board for `npm run bench` (issue 26): a restaurant with 200 open orders (placed, paid at
 * the restaurant, some accepted, preparing or ready, through the API), its board opened in Chromium at 1280×800 by
 * its manager, and every long task of the page (PerformanceObserver `longtask`) recorded while the board first
 * renders (a fresh load of /staff/orders, signed in) and while it is scrolled sideways and down each column. The
 * longest is compared with the same measurement of another restaurant's board with 10 open orders, in the same run.
 */
import { BOARD_STATUSES } from "@forkful/contracts/staff-board";
import { type BoardRun, openBoard } from "./board-browser";
import { buildWebApps } from "./processes";
import type { BenchContext, Measured, OwnScenario, Target } from "./scenarios";
import { boardOrderCount, moveOrder, openAllDay, payAtRestaurant, pickupOrdering, placeOrder, staffSignIn } from "./staff";

const BUSY_BOARD = { slug: "mission-verde-taqueria-mission-district", orders: 200 };
const QUIET_BOARD = { slug: "sakura-street-ramen-japantown", orders: 10 };
/** How far each order goes, in turn: most stay new, the rest fill the accepted, preparing and ready columns. */
const MOVES_IN_TURN: number[][] = [[], [], [], [], [11], [11], [11, 12], [11, 12], [11, 12, 13], [11, 12, 13]];
/** Orders seeded at once. */
const SEEDING_AT_ONCE = 4;

/** Tops the restaurant's board up to `orders` open orders: placed, paid at the restaurant, moved along. */
async function seedBoard(context: BenchContext, board: { slug: string; orders: number }, token: string): Promise<number> {
  const already = await boardOrderCount(context, token, BOARD_STATUSES);
  const ordering = await pickupOrdering(context, board.slug);
  let next = 0;
  const worker = async () => {
    for (let turn = next++; turn < board.orders - already; turn = next++) {
      const placed = await placeOrder(context, ordering);
      await payAtRestaurant(context, placed);
      for (const status of MOVES_IN_TURN[turn % MOVES_IN_TURN.length]!) await moveOrder(context, token, placed.orderId, status);
    }
  };
  await Promise.all(Array.from({ length: SEEDING_AT_ONCE }, worker));
  return boardOrderCount(context, token, BOARD_STATUSES);
}

function toMeasured(run: BoardRun, expected: number): Measured {
  return {
    requestsPerSecond: Number.NaN,
    p50Ms: Number.NaN,
    p99Ms: Number.NaN,
    maxMs: run.longestMs,
    errors: Math.max(0, expected - run.cards),
    non2xx: 0,
    bytesPerResponse: Number.NaN,
    successes: run.cards,
  };
}

const longestTaskAtMost = (ms: number): Target => ({
  label: `longest task ≤ ${ms} ms (first render and scrolling)`,
  met: (server) => server.successes > 0 && server.maxMs <= ms,
  actual: (server, baseline) => `${server.maxMs.toFixed(0)} ms (${baseline.maxMs.toFixed(0)} ms with ${baseline.successes} orders)`,
});

export const staffBoard: OwnScenario = {
  name: "staff orders board (200 open orders, Chromium)",
  targets: [longestTaskAtMost(200)],
  connections: 1,
  beforeStart: buildWebApps,
  prepareData: openAllDay(BUSY_BOARD.slug, QUIET_BOARD.slug),
  async measureOwn(context) {
    const runs: { cards: number; run: BoardRun }[] = [];
    for (const board of [BUSY_BOARD, QUIET_BOARD]) {
      const token = await staffSignIn(context, "manager", board.slug);
      const open = await seedBoard(context, board, token);
      console.log(`  ${board.slug}: ${open} open orders on the board; Chromium 1280×800, signed in as manager.${board.slug}`);
      const run = await openBoard(context.baseUrl, `manager.${board.slug}`);
      for (const phase of run.phases) {
        console.log(`    ${phase.name.padEnd(28)} longest task ${phase.longestMs.toFixed(0).padStart(4)} ms, ${phase.tasks} long task(s)`);
      }
      console.log(`    ${run.cards} cards rendered`);
      runs.push({ cards: open, run });
    }
    const [busy, quiet] = runs as [(typeof runs)[number], (typeof runs)[number]];
    return {
      connections: 1,
      bodyBytes: Number.NaN,
      server: toMeasured(busy.run, busy.cards),
      baseline: toMeasured(quiet.run, quiet.cards),
      baselineLabel: `board of ${quiet.cards}`,
      versus: "maxMs",
    };
  },
};
