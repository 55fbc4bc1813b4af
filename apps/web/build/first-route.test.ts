import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { FIRST_PAGES, firstRouteFiles, type Manifest, measureFirstRoutes, pageOwnFiles } from "./first-route";

const manifest: Manifest = {
  "index.html": { file: "assets/index-a.js", isEntry: true, imports: ["_react.js", "_router.js"] },
  "_react.js": { file: "assets/react-b.js" },
  "_router.js": { file: "assets/router-c.js", imports: ["_react.js"] },
  "_styles.css": { file: "assets/styles-d.css" },
  [FIRST_PAGES.home]: { file: "assets/restaurant-list-page-e.js", imports: ["_react.js", "_card.js", "_styles.css"] },
  "_card.js": { file: "assets/card-f.js" },
  [FIRST_PAGES.restaurant]: { file: "assets/restaurant-home-page-g.js", imports: ["_map.js"] },
  "_map.js": { file: "assets/map-h.js" },
  [FIRST_PAGES.menu]: { file: "assets/menu-page-i.js" },
};

it("counts the entry's imports and the page's, each once, and no page's but its own", () => {
  expect(firstRouteFiles(manifest, FIRST_PAGES.home).sort()).toEqual(
    ["assets/card-f.js", "assets/index-a.js", "assets/react-b.js", "assets/restaurant-list-page-e.js", "assets/router-c.js"].sort(),
  );
  expect(firstRouteFiles(manifest, FIRST_PAGES.menu)).not.toContain("assets/map-h.js");
});

it("names what a page loads beyond the entry's files, for its HTML to preload", () => {
  expect(pageOwnFiles(manifest, FIRST_PAGES.home).sort()).toEqual(["assets/card-f.js", "assets/restaurant-list-page-e.js"]);
  expect(pageOwnFiles(manifest, FIRST_PAGES.restaurant).sort()).toEqual(["assets/map-h.js", "assets/restaurant-home-page-g.js"]);
});

it("refuses a manifest it cannot read a first route from", () => {
  expect(() => firstRouteFiles(manifest, "src/app/routes/nowhere.tsx")).toThrow(/no chunk/);
  expect(() => firstRouteFiles({ ...manifest, "other.html": { file: "o.js", isEntry: true } }, FIRST_PAGES.home)).toThrow(/2 entries/);
  expect(() => firstRouteFiles({ ...manifest, "_card.js": { file: "c.js", imports: ["_gone.js"] } }, FIRST_PAGES.home)).toThrow(/_gone/);
});

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), "forkful-first-route-"));
  await mkdir(join(dist, ".vite"));
  await mkdir(join(dist, "assets"));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

it("weighs a file as served: its brotli copy where the build made one, the file itself otherwise", async () => {
  await writeFile(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  for (const { file } of Object.values(manifest)) await writeFile(join(dist, file), "x".repeat(1000));
  await writeFile(join(dist, "assets/react-b.js.br"), "x".repeat(300));
  const home = measureFirstRoutes(dist).find((route) => route.page === "home");
  expect(home?.files.find((f) => f.file === "assets/react-b.js")?.bytes).toBe(300);
  expect(home?.bytes).toBe(4 * 1000 + 300);
});
