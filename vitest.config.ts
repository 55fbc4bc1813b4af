import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * One vitest run, three projects:
 * - contracts: pure schemas and arithmetic, node
 * - server: API tests through app.inject (PGlite in memory, or PostgreSQL when DATABASE_URL is set)
 * - web: React components and stores of both apps and the packages they share, jsdom
 * `npm run test:pg` runs `vitest run --project server` against a throwaway PostgreSQL cluster.
 */
const exclude = [...configDefaults.exclude, "**/node_modules/**", "**/dist/**", "**/e2e/**", "**/.data/**"];

export default defineConfig({
  test: {
    exclude,
    // Vitest leaves a core idle in a run by default; the server files wait on their databases often enough that
    // every core can run one (on CI's two cores the unit stage takes ~8 instead of ~10 minutes).
    maxWorkers: availableParallelism(),
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: "contracts",
          environment: "node",
          include: ["packages/contracts/src/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["apps/server/src/**/*.test.ts", "apps/server/seed/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run in parallel: each opens its own database (in-memory PGlite, or a fresh database on DATABASE_URL's server).
        },
      },
      {
        extends: true,
        test: {
          name: "cluster",
          environment: "node",
          include: ["scripts/cluster/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One cluster at a time: each file starts three servers and nginx.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        esbuild: { jsx: "automatic" },
        test: {
          name: "web",
          environment: "jsdom",
          include: [
            "apps/web/src/**/*.test.{ts,tsx}",
            "apps/web/build/**/*.test.ts",
            "apps/staff/src/**/*.test.{ts,tsx}",
            "packages/ui/src/**/*.test.{ts,tsx}",
            "packages/api-client/src/**/*.test.ts",
          ],
        },
      },
    ],
  },
});
