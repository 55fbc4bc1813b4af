/** The shape of our own Vite build plugins: work on the build's folder once the build (public files included) is on disk. */
import { resolve } from "node:path";
import type { Plugin, Rollup } from "vite";

export function afterBuild(name: string, work: (outDir: string, context: Rollup.PluginContext) => Promise<void>): Plugin {
  let outDir = "";
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await work(outDir, this);
    },
  };
}
