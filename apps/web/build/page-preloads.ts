/**
 * A Vite build plugin of our own: once the bundle and its manifest are written, writes PAGE_PRELOADS_FILE, the
 * scripts each first page loads beyond the entry's. The server names them in that page's HTML as modulepreload links
 * (apps/server/src/plugins/web-app.ts), so the browser fetches them with the entry instead of after it has run.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
// By its path: Vite loads its config's imports with Node, which runs no TypeScript from a package (contracts is one).
import { type FirstPageKind, PAGE_PRELOADS_FILE } from "../../../packages/contracts/src/restaurant-page";
import { afterBuild } from "./after-build";
import { FIRST_PAGES, type Manifest, pageOwnFiles } from "./first-route";

export async function writePagePreloads(distDir: string): Promise<Record<FirstPageKind, string[]>> {
  const manifest = JSON.parse(await readFile(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const preloads = Object.fromEntries(
    (Object.keys(FIRST_PAGES) as FirstPageKind[]).map((page) => [page, pageOwnFiles(manifest, FIRST_PAGES[page])]),
  ) as Record<FirstPageKind, string[]>;
  await writeFile(join(distDir, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
  return preloads;
}

export const pagePreloads = () =>
  afterBuild("forkful:page-preloads", async (outDir) => {
    await writePagePreloads(outDir);
  });
