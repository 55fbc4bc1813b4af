import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_THEME } from "@forkful/contracts/constants";
import { afterEach, describe, expect, it } from "vitest";
import { rememberActiveOrder } from "../features/orders/lib/active-orders";
import { HOME_SCREEN_START_URL, homeScreenDestination, homeScreenStart } from "./home-screen-start";

const web = (path: string) => join(dirname(fileURLToPath(import.meta.url)), "..", "..", path);
const at = (path: string) => new URL(path, "https://forkful.test");
const NOW = Date.parse("2026-11-24T12:00:00Z");

afterEach(() => localStorage.clear());

describe("opening the installed app", () => {
  it("goes to the home page when this device has no active order", () => {
    expect(homeScreenDestination(at(HOME_SCREEN_START_URL), NOW)).toBe("/");
  });

  it("goes to the newest active order's tracker", () => {
    rememberActiveOrder({ orderId: "older", orderNumber: "A1", merchantType: "restaurant", locationSlug: "hudson-slice" }, NOW - 60_000);
    rememberActiveOrder({ orderId: "newer", orderNumber: "A2", merchantType: "cafe", locationSlug: "blue-bottle" }, NOW - 1_000);
    expect(homeScreenDestination(at(HOME_SCREEN_START_URL), NOW)).toBe("/cafe/blue-bottle/tracker/newer");
  });

  it("an order that is no longer active (past its hour) does not count", () => {
    rememberActiveOrder(
      { orderId: "old", orderNumber: "A1", merchantType: "restaurant", locationSlug: "hudson-slice" },
      NOW - 2 * 3_600_000,
    );
    expect(homeScreenDestination(at(HOME_SCREEN_START_URL), NOW)).toBe("/");
  });

  it("a home page opened any other way stays the home page, active order or not", () => {
    rememberActiveOrder({ orderId: "one", orderNumber: "A1", merchantType: "restaurant", locationSlug: "hudson-slice" }, NOW);
    expect(homeScreenDestination(at("/"), NOW)).toBeNull();
    expect(homeScreenDestination(at("/?source=elsewhere"), NOW)).toBeNull();
    expect(homeScreenStart({ request: new Request(at("/")) })).toBeNull();
  });

  it("the loader redirects", () => {
    const answer = homeScreenStart({ request: new Request(at(HOME_SCREEN_START_URL)) });
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("location")).toBe("/");
  });
});

describe("the web app manifest", () => {
  const manifest = JSON.parse(readFileSync(web("public/manifest.webmanifest"), "utf8"));
  const pngSize = (path: string) => {
    const png = readFileSync(web(`public${path}`));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
  };

  it("opens the app where the home screen should, standalone, in the brand's colour", () => {
    expect(manifest).toMatchObject({ start_url: HOME_SCREEN_START_URL, display: "standalone", theme_color: DEFAULT_THEME.primaryColor });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(readFileSync(web("index.html"), "utf8")).toContain(`<meta name="theme-color" content="${DEFAULT_THEME.primaryColor}" />`);
  });

  it("has PNG icons of 192 and 512 px, for any shape and maskable, each the size it says", () => {
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
    for (const purpose of ["any", "maskable"]) {
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    }
    for (const icon of icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    expect(pngSize("/apple-touch-icon.png")).toBe("180x180");
  });
});
