/**
 * The orders board in Chromium for bench/staff-board.ts: signs in at /staff/sign-in, loads /staff/orders afresh
 * (the session kept), then scrolls the board sideways and the page down each column with the mouse wheel, recording
 * the page's long tasks (PerformanceObserver `longtask`, buffered) and which of those steps each fell in. With
 * BENCH_TRACE_DIR set, a Chromium trace of those steps is written there (<user name>.json; open it in DevTools'
 * Performance panel) to see what a long task was made of.
 */
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { DEMO_STAFF_PASSWORD } from "../apps/server/seed/seed-staff";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const WHEEL_PX = 400;
/** A pause between wheel steps: the page renders each one as a user's scroll would. */
const STEP_MS = 50;

/** Runs in the page before its own scripts: every long task, with when it started. */
const LONG_TASKS = `
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: "longtask", buffered: true });
`;

interface LongTask {
  start: number;
  duration: number;
}

export interface BoardRun {
  phases: { name: string; longestMs: number; tasks: number }[];
  longestMs: number;
  /** The cards the board rendered. */
  cards: number;
}

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
const now = (page: Page) => page.evaluate<number>("performance.now()");

/** Wheels over the point until `done` says the scroller has gone as far as it goes (or a step limit). */
async function wheel(page: Page, delta: { x: number; y: number }, done: () => Promise<boolean>): Promise<void> {
  for (let step = 0; step < 200 && !(await done()); step += 1) {
    await page.mouse.wheel(delta.x, delta.y);
    await pause(STEP_MS);
  }
}

/** Scrolls the board sideways to its end and back, then the page down and up over each column. */
async function scrollBoard(page: Page, mark: (name: string) => Promise<void>): Promise<void> {
  const columns = page.locator("section[aria-labelledby]:has(> h2)");
  const board = columns.first().locator("xpath=..");
  const box = await board.boundingBox();
  if (!box) throw new Error("the board is not on the page");
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 40, 780));
  const sideways = (end: "right" | "left") =>
    board.evaluate(
      (element, to) => (to === "left" ? element.scrollLeft <= 0 : element.scrollLeft + element.clientWidth >= element.scrollWidth - 1),
      end,
    );
  await wheel(page, { x: WHEEL_PX, y: 0 }, () => sideways("right"));
  await wheel(page, { x: -WHEEL_PX, y: 0 }, () => sideways("left"));
  await mark("scrolling each column down");
  const atBottom = () => page.evaluate<boolean>("scrollY + innerHeight >= document.documentElement.scrollHeight - 1");
  const atTop = () => page.evaluate<boolean>("scrollY <= 0");
  for (const column of await columns.all()) {
    await column.locator("h2").scrollIntoViewIfNeeded();
    const header = await column.boundingBox();
    if (!header) continue;
    await page.mouse.move(header.x + header.width / 2, Math.min(Math.max(header.y + 40, 100), 780));
    await wheel(page, { x: 0, y: WHEEL_PX }, atBottom);
    await wheel(page, { x: 0, y: -WHEEL_PX * 4 }, atTop);
  }
}

/** Opens the board signed in as `userName` and measures it. */
export async function openBoard(baseUrl: string, userName: string): Promise<BoardRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/staff/sign-in`);
    await page.getByLabel("User name").fill(userName);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/staff/orders");
    await page.locator("article").first().waitFor();

    await page.addInitScript(LONG_TASKS);
    const marks: { name: string; at: number }[] = [{ name: "first render (a fresh load)", at: 0 }];
    const mark = async (name: string) => void marks.push({ name, at: await now(page) });
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir) await browser.startTracing(page, { path: join(traceDir, `${userName}.json`), screenshots: false });
    await page.reload();
    await page.locator("article").first().waitFor();
    // The board is drawn at once, every card in one render: wait for the count to settle.
    let cards = -1;
    for (let count = await page.locator("article").count(); count !== cards; count = await page.locator("article").count()) {
      cards = count;
      await pause(300);
    }
    await mark("scrolling the board sideways");
    await scrollBoard(page, mark);
    await pause(300);
    if (traceDir) await browser.stopTracing();
    const tasks = await page.evaluate<LongTask[]>("window.__longTasks");
    const phases = marks.map(({ name, at }, index) => {
      const ends = marks[index + 1]?.at ?? Number.POSITIVE_INFINITY;
      const inside = tasks.filter((task) => task.start >= at && task.start < ends);
      return { name, longestMs: Math.max(0, ...inside.map((task) => task.duration)), tasks: inside.length };
    });
    return { phases, longestMs: Math.max(0, ...tasks.map((task) => task.duration)), cards };
  } finally {
    await browser.close();
  }
}
