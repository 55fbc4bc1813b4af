/**
 * Lighthouse 12 (pinned 12.2.3: the last line that runs on Node 20) on the diners' first pages at its mobile settings
 * (a mid-range phone: simulated slow 4G and a 4× slower CPU): home, a restaurant and its menu, each the median of
 * BENCH_LIGHTHOUSE_RUNS runs (3), beside a static page of text served by a bare node:http on the same machine in the
 * same run, which shows the best these settings can give here. Prints scores, LCP, TBT and CLS beside the targets.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBaseline } from "./processes";
import { type BenchContext, firstRestaurant } from "./scenarios";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Issue 28's targets for each first page. */
export const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 2000 };

export const LIGHTHOUSE_NAME = "Lighthouse mobile (home, restaurant, menu)";

export interface PageAudit {
  page: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

const BASELINE_PAGE = Buffer.from(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Baseline</title><meta name="description" content="A static page"></head><body><main><h1>Hudson Slice Co.</h1>` +
    `<p>${"Whole pies, slices, salads and sides. ".repeat(20)}</p></main></body></html>`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function auditOnce(port: number, url: string): Promise<Omit<PageAudit, "page" | "path">> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    fcpMs: audit("first-contentful-paint"),
  };
}

/** The median run by score (its own figures, not a mix of runs). */
async function auditPage(port: number, baseUrl: string, page: string, path: string): Promise<PageAudit> {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(port, baseUrl + path));
  const middle = median(runs.map((run) => run.score));
  const chosen = runs.find((run) => run.score === middle) ?? runs[0]!;
  console.log(
    `  ${page.padEnd(10)} scores ${runs.map((run) => run.score).join(", ")}; LCP ${runs.map((r) => Math.round(r.lcpMs)).join(", ")} ms`,
  );
  return { page, path, ...chosen };
}

/** Home, the first listed restaurant's page and its menu, on the running server; then the static baseline. */
export async function auditFirstPages(context: BenchContext): Promise<PageAudit[]> {
  const first = await firstRestaurant(context);
  const restaurant = `/${first.merchantType}/${first.locationSlug}`;
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const baseline = await startBaseline(BASELINE_PAGE, "text/html; charset=utf-8");
  try {
    console.log(`\n▶ ${LIGHTHOUSE_NAME}: ${RUNS} run(s) each, mobile settings`);
    return [
      await auditPage(chrome.port, context.baseUrl, "home", "/"),
      await auditPage(chrome.port, context.baseUrl, "restaurant", restaurant),
      await auditPage(chrome.port, context.baseUrl, "menu", `${restaurant}/menu/${first.orderTypes[0]?.menuType ?? "pickup"}`),
      await auditPage(chrome.port, baseline.url, "baseline", "/"),
    ];
  } finally {
    await baseline.stop();
    chrome.kill();
  }
}

/** The table of audits, and a verdict for each page and target. */
export function lighthouseReport(audits: PageAudit[]): { met: boolean; line: string }[] {
  const figure = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
  console.log(
    `\n${"page".padEnd(12)}${"score".padStart(6)}${"LCP ms".padStart(9)}${"TBT ms".padStart(9)}${"CLS".padStart(7)}${"FCP ms".padStart(9)}  path`,
  );
  for (const a of audits) {
    const cells = [figure(a.score).padStart(6), figure(a.lcpMs).padStart(9), figure(a.tbtMs).padStart(9), figure(a.cls, 3).padStart(7)];
    console.log(`${(a.page === "baseline" ? "node:http" : a.page).padEnd(12)}${cells.join("")}${figure(a.fcpMs).padStart(9)}  ${a.path}`);
  }
  return audits
    .filter((a) => a.page !== "baseline")
    .flatMap((a) => [
      { met: a.score >= LIGHTHOUSE_TARGETS.score, line: `${LIGHTHOUSE_NAME} ${a.page}: score ≥ ${LIGHTHOUSE_TARGETS.score} — ${a.score}` },
      {
        met: a.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs,
        line: `${LIGHTHOUSE_NAME} ${a.page}: LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs} ms — ${Math.round(a.lcpMs)} ms`,
      },
    ]);
}
