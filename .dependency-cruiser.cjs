/**
 * Import rules of the house (docs: shared/ARCHITECTURE.md), checked by `npm run lint`:
 *   depcruise --config .dependency-cruiser.cjs apps packages
 * - no import cycles anywhere (type-only imports count too)
 * - web features do not import each other; shared/ imports neither features/ nor app/; features/ do not import app/
 * - contracts import neither app; server and web do not import each other (both share only packages/contracts)
 * @type {import('dependency-cruiser').IConfiguration}
 */
const WEB = "^apps/web/src";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make load order matter and modules impossible to test alone. Move the shared part into its own file.",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
    {
      name: "no-cross-feature",
      severity: "error",
      comment:
        "A web feature may not import another feature. Lift what both need into apps/web/src/shared, or compose the features in apps/web/src/app.",
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: "shared-not-to-features-or-app",
      severity: "error",
      comment: "apps/web/src/shared is the bottom layer: it may not import features or the app shell.",
      from: { path: `${WEB}/shared/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: "features-not-to-app",
      severity: "error",
      comment: "Features may not import the app shell (router, providers, layouts); the app composes features, not the reverse.",
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: "contracts-not-to-apps",
      severity: "error",
      comment: "packages/contracts is imported by both apps and may depend on neither.",
      from: { path: "^packages/contracts/" },
      to: { path: "^apps/" },
    },
    {
      name: "server-not-to-web",
      severity: "error",
      comment: "The server shares code with the web app only through packages/contracts.",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "web-not-to-server",
      severity: "error",
      comment: "The web app shares code with the server only through packages/contracts.",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "(^|/)(node_modules|dist|migrations|\\.data|test-results|playwright-report)(/|$)" },
    // Count `import type` too: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    // No path aliases in the tsconfigs (moduleResolution bundler, extension-less relative imports): resolving
    // TypeScript extensions and package "exports" is all that is needed.
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    // @forkful/* are symlinks into the repo: resolve them to their real paths so the rules above see apps/… and packages/….
    preserveSymlinks: false,
    moduleSystems: ["es6", "cjs"],
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
