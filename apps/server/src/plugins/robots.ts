/**
 * /robots.txt: crawlers may read the public pages (restaurants, their menus and details) but not the API, the sandbox
 * processor's and sandbox couriers' pages, nor a diner's own pages (account, cart, checkout, payment, tracker, receipt), whose addresses carry
 * an order's id and whose content is nobody else's. `*` in a path is the wildcard Google and Bing read.
 */
import { API_BASE_PATH, SANDBOX_BASE_PATH } from "@forkful/contracts/api";
import type { FastifyInstance } from "fastify";

/** Restaurant pages are /{merchantType}/{merchantSlug}/…; these are below a restaurant and belong to one diner. */
const DINER_PAGES_OF_A_RESTAURANT = ["account", "cart", "checkOut", "tracker/", "order/", "receipt/", "table/*/order/"];

export const ROBOTS_TXT = [
  "User-agent: *",
  "Allow: /",
  `Disallow: ${API_BASE_PATH}/`,
  `Disallow: ${SANDBOX_BASE_PATH}/`,
  // The sandbox couriers' tracking pages (a delivery's id in the address).
  "Disallow: /sandbox/",
  "Disallow: /account",
  "Disallow: /receipt/",
  ...DINER_PAGES_OF_A_RESTAURANT.map((page) => `Disallow: /*/*/${page}`),
  "",
].join("\n");

export function registerRobots(app: FastifyInstance): void {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(ROBOTS_TXT),
  );
}
