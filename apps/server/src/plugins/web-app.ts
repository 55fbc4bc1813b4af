/**
 * Serves the built SPA: hashed assets with a long cache, every page is index.html. A restaurant's page gets its own
 * head (title, description, Open Graph, JSON-LD) and its first data in the HTML (modules/pages). A page of a restaurant
 * with a tag manager gets a policy that lets it run, with a nonce of its own that the page carries in a meta tag for
 * the web to put on the script it adds; every other page keeps the policy without it (security-headers.ts). Scripts
 * and styles go out as the brotli or gzip copies made at build (apps/web/build/precompress.ts), pages compressed as
 * they are sent.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { API_BASE_PATH, MEDIA_BASE_PATH } from "@forkful/contracts/api";
import { type FirstPageKind, PAGE_DATA_ELEMENT_ID, PAGE_PRELOADS_FILE } from "@forkful/contracts/restaurant-page";
import { CSP_NONCE_META } from "@forkful/contracts/tag-manager";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./error-handler";
import { encodePage, preferredEncoding } from "./page-encoding";
import { registerRobots } from "./robots";
import { pathOfRequestLine } from "./routed-path";
import { tagManagerPageCsp } from "./security-headers";
import type { StaffApp } from "./staff-app";

/** A restaurant's page, made by modules/pages. */
export interface RestaurantPageFacts {
  /** Its tag manager container, or null. */
  tagManager: string | null;
  /** Tags for the page's head, in place of the app's generic title and description. */
  head: string;
  /** The page's first data as JSON fit for a script element (contracts restaurant-page PAGE_DATA_ELEMENT_ID). */
  data: string;
}

export interface WebAppOptions {
  /** The page at `path` of the restaurant with this slug, or null when no restaurant has it. */
  restaurantPageOf(slug: string, path: string): Promise<RestaurantPageFacts | null>;
  /** The staff console's pages under /staff, when it is built. */
  staffApp?: StaffApp | null;
}

/** First path segments of the web's own pages that have more below them (app/routes.tsx); any other is a merchant type. */
const APP_SECTIONS = new Set(["account", "receipt", "restaurants"]);
const SLUG = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

/** The restaurant a page belongs to: /{merchantType}/{merchantSlug}/… as the web routes it, or null. */
export function restaurantSlugOfPage(path: string): string | null {
  const [section, slug] = path.split("/").filter(Boolean);
  if (!section || !slug || APP_SECTIONS.has(section) || slug.length > 120 || !SLUG.test(slug)) return null;
  return slug;
}

/** Which of the diners' first pages a path opens (app/routes.tsx), or null for any other. */
export function firstPageKindOf(path: string): FirstPageKind | null {
  const segments = path.split("/").filter(Boolean);
  const [section] = segments;
  if (!section || section === "homepage" || section === "landing") return segments.length <= 1 ? "home" : null;
  if (section === "restaurants") return "home";
  if (!restaurantSlugOfPage(path)) return null;
  if (segments.length === 2) return "restaurant";
  return segments[2] === "menu" || (segments[2] === "table" && segments[4] === "menu") ? "menu" : null;
}

/**
 * The page's own scripts as modulepreload links (the web build lists them: apps/web/build/page-preloads.ts), so the
 * browser fetches them with the entry rather than once it has run; none when the build wrote no list.
 */
async function preloadsOf(webDistDir: string, path: string): Promise<string> {
  const kind = firstPageKindOf(path);
  if (!kind) return "";
  let files: unknown;
  try {
    files = (JSON.parse(await readFile(join(webDistDir, PAGE_PRELOADS_FILE), "utf8")) as Record<string, unknown>)[kind];
  } catch {
    return "";
  }
  if (!Array.isArray(files)) return "";
  return files
    .filter((file): file is string => typeof file === "string" && /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("\n    ");
}

/**
 * The app's HTML for a page. It always carries the nonce meta tag, empty when the page may not run the tag manager:
 * the web then knows to load a restaurant's page again when the diner reached it from such a page.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, webDistDir: string, options: WebAppOptions) {
  const path = pathOfRequestLine(request.url);
  const slug = restaurantSlugOfPage(path);
  const [html, preloads, restaurant] = await Promise.all([
    readFile(join(webDistDir, "index.html"), "utf8"),
    preloadsOf(webDistDir, path),
    slug ? options.restaurantPageOf(slug, path) : null,
  ]);
  reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
  let page = restaurant ? withRestaurantHead(html, restaurant) : html;
  if (preloads) page = page.replace("</head>", `  ${preloads}\n  </head>`);
  if (!restaurant?.tagManager) {
    reply.header("cache-control", "no-cache");
    page = page.replace("</head>", `<meta property="${CSP_NONCE_META}" /></head>`);
  } else {
    const nonce = randomBytes(18).toString("base64");
    reply.header("content-security-policy", tagManagerPageCsp(nonce)).header("cache-control", "no-store");
    page = page.replace("</head>", `<meta property="${CSP_NONCE_META}" nonce="${nonce}" /></head>`);
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  return encoding ? reply.header("content-encoding", encoding).send(encodePage(page, encoding)) : reply.send(page);
}

/** The app's HTML with the restaurant's title, description and tags in place of its own, and the page's first data. */
function withRestaurantHead(html: string, { head, data }: RestaurantPageFacts): string {
  const generic = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g;
  const dataElement = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>`;
  return html.replace(generic, "").replace("</head>", `  ${head}\n    ${dataElement}\n  </head>`);
}

/** Hashed build files (dist/assets) never change under their name; everything else is checked again each time. */
function cacheControlOf(webDistDir: string, file: string): string {
  return relative(webDistDir, file).startsWith(`assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache";
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string, options: WebAppOptions): Promise<void> {
  const hasWebApp = existsSync(join(webDistDir, "index.html"));
  registerRobots(app);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      // Pages (index.html, at / or by name) are sent below, where their policy is chosen.
      index: false,
      allowedPath: (path) => !path.endsWith("/") && path !== "/index.html",
      cacheControl: false,
      // file.br or file.gz beside a file, when the browser accepts it; the file itself otherwise.
      preCompressed: true,
      setHeaders(res, path) {
        res.setHeader("cache-control", cacheControlOf(webDistDir, path));
        res.setHeader("vary", "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOfRequestLine(request.url);
    // HEAD is GET without the body (RFC 9110): the same status and headers; Node leaves the body out.
    const method = request.method === "HEAD" ? "GET" : request.method;
    // A missing script or asset must be a 404, never the app's HTML (a stale tab would run HTML as code).
    const staffApp = options.staffApp;
    const isFile =
      path.startsWith(`${API_BASE_PATH}/`) ||
      path.startsWith(`${MEDIA_BASE_PATH}/`) ||
      path.startsWith("/assets/") ||
      staffApp?.isFile(path) === true;
    if (staffApp?.owns(path) && method === "GET" && !isFile) return staffApp.sendPage(request, reply);
    if (isFile || method !== "GET" || !hasWebApp) {
      return reply.status(404).send(errorBody(404, `No route ${method} ${path}`));
    }
    return sendPage(request, reply, webDistDir, options);
  });
}
