/**
 * The JavaScript a first visit loads before its page can show (issue 28): the entry's chunk and every chunk it imports,
 * and the page's own chunk with its imports, read from Vite's build manifest. Sizes are as served: the brotli copy the
 * build made beside a file (build/precompress.ts), or the file itself where none was worth making.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { FirstPageKind } from "@forkful/contracts/restaurant-page";

/** One chunk of Vite's manifest (dist/.vite/manifest.json), keyed there by its source. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The first pages a diner lands on: home, a restaurant and its menu (contracts' FirstPageKind). */
export const FIRST_PAGES: Record<FirstPageKind, string> = {
  home: "src/app/routes/restaurant-list-page.tsx",
  restaurant: "src/app/routes/restaurant-home-page.tsx",
  menu: "src/app/routes/menu-page.tsx",
};

type FirstPage = FirstPageKind;

/** Issue 28's target for a first page's JavaScript as served: printed beside each page's weight. */
export const FIRST_ROUTE_TARGET_BYTES = 120 * 1024;

/**
 * What each first page's JavaScript may weigh as served today, in bytes: a change that grows one past it fails
 * `npm test`. Each is lowered as the page shrinks, until every one is within FIRST_ROUTE_TARGET_BYTES.
 */
export const FIRST_ROUTE_BUDGET_BYTES: Record<FirstPage, number> = {
  home: 180 * 1024,
  restaurant: 182 * 1024,
  menu: 196 * 1024,
};

/** The script files of these chunks and of every chunk they import, each once. */
function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} but has no chunk for it`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith(".js"));
}

function entryOf(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`The manifest has ${entries.length} entries, not one`);
  return entries[0] as string;
}

/** The files a page loads first: the entry's and the page's chunks with everything they import, each once. */
export function firstRouteFiles(manifest: Manifest, pageKey: string): string[] {
  const entry = entryOf(manifest);
  if (!manifest[pageKey]) throw new Error(`The manifest has no chunk for ${pageKey}`);
  return chunkFiles(manifest, [entry, pageKey]);
}

/** What a page loads beyond the entry's own files (which index.html names already). */
export function pageOwnFiles(manifest: Manifest, pageKey: string): string[] {
  const entryFiles = new Set(chunkFiles(manifest, [entryOf(manifest)]));
  return firstRouteFiles(manifest, pageKey).filter((file) => !entryFiles.has(file));
}

/** A built file's size as the server sends it to a browser that accepts brotli. */
export function servedBytes(distDir: string, file: string): number {
  const path = join(distDir, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

export interface FirstRoute {
  page: FirstPage;
  files: { file: string; bytes: number }[];
  bytes: number;
}

/** Each first page's JavaScript as served, read from a build in `distDir`. */
export function measureFirstRoutes(distDir: string): FirstRoute[] {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  return (Object.keys(FIRST_PAGES) as FirstPage[]).map((page) => {
    const files = firstRouteFiles(manifest, FIRST_PAGES[page]).map((file) => ({ file, bytes: servedBytes(distDir, file) }));
    return { page, files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0) };
  });
}
