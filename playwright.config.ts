import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys of the diners' app (apps/web/e2e) and the staff console (apps/staff/e2e) against the real server (`node scripts/start.mjs`): the SPA
 * and the API on one port, on a fresh embedded database seeded with the demo data. Debian's Chromium, no download.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// One data folder per port: two runs on different ports (E2E_PORT) never wipe each other's database.
const DATA_DIR = resolve(import.meta.dirname, ".tmp", PORT === 4317 ? "e2e-data" : `e2e-data-${PORT}`);
const CI = Boolean(process.env.CI);

// Only the runner process starts the server: wipe its data there, never from a worker.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: "apps/web/e2e",
  fullyParallel: false,
  workers: CI ? 1 : 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium (.ci/run installs it); Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "mobile", use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    // The staff console's journeys open each device themselves (a diner's phone, a kitchen tablet, a desk): once each.
    { name: "staff", testDir: "apps/staff/e2e", use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${BASE_URL}/data-services/health`,
    // Every journey comes from one address: the server's per-address limits (requests, and sign-in attempts per minute)
    // would otherwise turn late page loads and sign-ins into 429s. Rate limits are the API suite's to test; the same goes for
    // the hourly limit of sign-in codes per address (the per-number limit stays). The dev SMS outbox route lets journeys read their codes, and the dev wallet route gives a diner a balance.
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      RATE_LIMIT_PER_MINUTE: "100000",
      AUTH_ATTEMPTS_PER_MINUTE: "1000",
      OTP_CODES_PER_ADDRESS_PER_HOUR: "1000",
      SMS_OUTBOX_ROUTE: "true",
      DEV_WALLET_ROUTE: "true",
      // Couriers of the sandbox partners ride 20 times faster, watched every 500 ms: a delivery's journey takes ~20 s.
      DELIVERY_SANDBOX_PACE: "20",
      DELIVERY_WATCH_MS: "500",
      // Maps draw on their plain ground: no tile leaves for OpenStreetMap (tests stay offline and spare its servers).
      MAP_TILE_URL: "off",
    },
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
