/**
 * Import rules of the house (docs: shared/ARCHITECTURE.md), checked by `npm run lint`:
 *   depcruise --config .dependency-cruiser.cjs apps packages
 * - no import cycles anywhere (type-only imports count too)
 * - web layers, bottom up: shared/ (ui kit, api client, generic hooks and libs: no restaurant word) < entities/<e>/ (the
 *   restaurant's pieces several features show: coupon, tip, split, booking, table, order, restaurant, delivery,
 *   location) < features/<f>/ < app/. A layer imports only the layers below it: shared/ imports neither entities/,
 *   features/ nor app/; entities/ import neither features/ nor app/ (an entity may use another, without cycles);
 *   features do not import each other, nor app/ (decision 032)
 * - contracts import neither app; server and web do not import each other (both share only packages/contracts)
 * - server modules use each other only through a declared public.ts, along a declared graph with no cycles; routes never
 *   import repositories; plugins, lib and integrations import no module
 * @type {import('dependency-cruiser').IConfiguration}
 */
/** Both React apps (the diners' app and the staff console) keep the same layers. */
const WEB = "^apps/(?:web|staff)/src";
const MODULES = "^apps/server/src/modules";

/**
 * Which server modules each module may use (through their public.ts only). Declared here, so the module graph is a
 * decision, not an accident; checked below to have no cycle, so no two modules ever import each other.
 */
const SERVER_MODULE_USES = {
  media: [],
  merchants: ["media"],
  menu: ["media", "merchants"],
  "one-time-codes": [],
  "account-lockout": [],
  addresses: [],
  customers: ["one-time-codes", "addresses", "favourites", "merchants"],
  auth: ["account-lockout", "customers", "one-time-codes"],
  dev: ["customers"],
  orders: ["auth", "customers", "menu", "merchants", "tables", "bookings"],
  "popular-dishes": ["merchants", "orders"],
  curbside: ["orders"],
  coupons: ["orders", "menu", "merchants"],
  bills: ["orders", "tables", "menu", "merchants"],
  payments: ["orders", "bills"],
  kitchen: ["orders", "bills", "menu", "staff"],
  staff: ["account-lockout", "auth", "orders", "payments", "bills", "curbside", "merchants", "menu"],
  tables: ["merchants"],
  bookings: ["auth", "merchants", "tables"],
  waitlist: ["auth", "bookings", "merchants", "tables"],
  reservations: ["auth", "bookings", "merchants", "tables", "waitlist"],
  floor: ["bookings", "merchants", "tables", "waitlist", "orders", "staff"],
  "waiter-calls": ["orders", "tables"],
  delivery: ["orders", "merchants"],
  favourites: ["merchants", "menu", "media"],
  feedback: ["orders", "merchants", "customers", "staff"],
  campaigns: ["merchants", "menu", "media", "orders"],
  links: ["merchants", "tables", "campaigns"],
  support: ["orders", "merchants", "customers", "staff"],
  "live-feed": [],
  "late-orders": ["orders", "customers", "merchants"],
  pages: ["merchants", "menu", "popular-dishes"],
};

(function refuseModuleCycles() {
  const state = {};
  const visit = (name, trail) => {
    if (state[name] === "done") return;
    if (state[name] === "visiting") throw new Error(`SERVER_MODULE_USES has a cycle: ${[...trail, name].join(" -> ")}`);
    state[name] = "visiting";
    for (const used of SERVER_MODULE_USES[name] ?? []) visit(used, [...trail, name]);
    state[name] = "done";
  };
  for (const name of Object.keys(SERVER_MODULE_USES)) visit(name, []);
})();

/**
 * A module owns its tables (issue 25): each module's tables are declared in `apps/server/src/db/schema/<module>.ts`, and
 * only that module's files import them (tests may set up any table). Schema files may import each other for foreign
 * keys; integrations own outbox and sandbox-* tables. Another module's data comes through the owner's operations and read
 * functions, with no exception. A type-only import of another module's row shape is no query (the order record's parts
 * are typed as their owners' rows, decision 034).
 */

const tableOwnershipRules = Object.keys(SERVER_MODULE_USES).map((name) => ({
  name: `server-tables-of-${name}`,
  severity: "error",
  comment:
    `The ${name} module queries only its own tables (apps/server/src/db/schema/${name}.ts); another module's data comes ` +
    "through that module's public.ts (an operation or a named read function).",
  from: { path: `${MODULES}/${name}/`, pathNot: "\\.test\\.ts$" },
  to: {
    path: "^apps/server/src/db/schema/",
    dependencyTypesNot: ["type-only"],
    pathNot: `^apps/server/src/db/schema/${name}\\.ts$`,
  },
}));

const serverModuleRules = Object.entries(SERVER_MODULE_USES).map(([name, uses]) => ({
  name: `server-module-${name}`,
  severity: "error",
  comment:
    `The ${name} module may use only ${uses.length ? uses.join(", ") : "no other module"}, and only through their public.ts ` +
    "(SERVER_MODULE_USES in .dependency-cruiser.cjs declares the module graph; it has no cycles).",
  from: { path: `${MODULES}/${name}/` },
  to: {
    path: `${MODULES}/`,
    pathNot: [`${MODULES}/${name}/`, ...uses.map((used) => `${MODULES}/${used}/public\\.ts$`)],
  },
}));

module.exports = {
  forbidden: [
    ...serverModuleRules,
    ...tableOwnershipRules,
    {
      name: "public-surface-not-a-repository",
      severity: "error",
      comment:
        "A module's public.ts exports operations and read functions, never a repository (issue 25): it imports no *.repository.ts, so no repository can leave its module.",
      from: { path: `${MODULES}/[^/]+/public\\.ts$` },
      to: { path: "\\.repository\\.ts$" },
    },
    {
      name: "server-module-declared",
      severity: "error",
      comment: "Every server module folder is declared in SERVER_MODULE_USES (.dependency-cruiser.cjs) with what it may use.",
      from: { path: `${MODULES}/`, pathNot: `${MODULES}/(${Object.keys(SERVER_MODULE_USES).join("|")})/` },
      to: {},
    },
    {
      name: "routes-not-to-repositories",
      severity: "error",
      comment: "Routes call operations; only operations use repositories (route -> operation -> repository).",
      from: { path: "\\.routes\\.ts$" },
      to: { path: "\\.repository\\.ts$" },
    },
    {
      name: "server-plugins-not-to-modules",
      severity: "error",
      comment: "Plugins (the caller rule, the envelope, errors) sit below the modules and know none of them.",
      from: { path: "^apps/server/src/(plugins|lib|integrations)/" },
      to: { path: `${MODULES}/` },
    },
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
        "A web feature may not import another feature. Lift what both need into apps/web/src/entities/<name> (a restaurant's piece) or apps/web/src/shared (generic), or compose the features in apps/web/src/app.",
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: "shared-not-to-entities-features-or-app",
      severity: "error",
      comment:
        "apps/web/src/shared is the bottom layer (ui kit, api client, generic hooks and libs): it may not import entities, features or the app shell. A piece that names the restaurant's things belongs in apps/web/src/entities/<name>.",
      // Test helpers (shared/testing) may reach into a feature or an entity for its types and test doubles; production code never imports them.
      from: { path: `${WEB}/shared/`, pathNot: `${WEB}/shared/testing/` },
      to: { path: `${WEB}/(entities|features|app)/` },
    },
    {
      name: "entities-not-to-features-or-app",
      severity: "error",
      comment:
        "apps/web/src/entities hold the restaurant's pieces several features show (coupon, tip, split, booking, table, order …): they import shared/ and other entities, never a feature or the app shell.",
      from: { path: `${WEB}/entities/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: "testing-only-from-tests",
      severity: "error",
      comment: "Test helpers live in one place per app (apps/web/src/shared/testing, apps/server/src/test) and only tests import them.",
      from: {
        path: "^apps/(web|staff|server)/src/",
        pathNot: ["\\.test\\.tsx?$", "^apps/(web|staff)/src/shared/testing/", "^apps/server/src/test/"],
      },
      to: { path: "^apps/((web|staff)/src/shared/testing|server/src/test)/" },
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
      name: "packages-not-to-apps",
      severity: "error",
      comment: "packages/ui and packages/api-client serve both apps and may depend on neither (nor on the server).",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "apps-apart",
      severity: "error",
      comment:
        "The diners' app never loads staff code, and the console shares with the diners' app only through packages (ui, api-client, contracts).",
      from: { path: "^apps/(web|staff)/src/" },
      to: { path: "^apps/(web|staff)/src/", pathNot: "^apps/$1/src/" },
    },
    {
      name: "server-not-to-web",
      severity: "error",
      comment: "The server shares code with the web app only through packages/contracts.",
      from: { path: "^apps/server/" },
      to: { path: "^apps/(web|staff)/" },
    },
    {
      name: "web-not-to-server",
      severity: "error",
      comment: "The web app shares code with the server only through packages/contracts.",
      from: { path: "^apps/(web|staff)/" },
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
