/**
 * The libraries each app keeps in their own long-cached chunks (Rollup's manualChunks), shared by the diners' app and
 * the staff console. A library only some pages use gets its own chunk, so it loads with those pages, not with every one.
 */
type ChunkRule = readonly [pattern: RegExp, chunk: string];

const FRAMEWORK: readonly ChunkRule[] = [
  // The packages themselves, not any path with a react/ folder (zustand/esm/react/shallow.mjs would tie the react chunk
  // to another chunk and back: a cycle that leaves React undefined when that chunk runs).
  [/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, "react"],
  [/react-router/, "router"],
  [/@tanstack/, "query"],
  [/[\\/]node_modules[\\/]zod[\\/]/, "zod"],
  // Forms load with the first page that has one: its own chunk, as Rollup would put it with zod (which the entry loads).
  [/[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/, "forms"],
];

/**
 * manualChunks for an app: the framework's chunks, then the app's lazy libraries. Every other library is left to
 * Rollup, which puts it beside the code that imports it: a library only lazy pages use (maps, forms) loads with them.
 */
export function libraryChunks(lazyLibraries: readonly ChunkRule[] = []) {
  const rules = [...FRAMEWORK, ...lazyLibraries];
  return (id: string): string | undefined => {
    if (!id.includes("node_modules")) return undefined;
    return rules.find(([pattern]) => pattern.test(id))?.[1];
  };
}
