/**
 * Serves the built staff console at /staff (apps/staff, its own bundle: the diners' app never loads it). Hashed assets
 * under /staff/assets with a long cache; every other /staff page is the console's index.html, never cached and never
 * indexed. Without a build, /staff pages are 404s like any unknown path.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { STAFF_APP_PATH } from "@forkful/contracts/staff-console";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { encodePage, preferredEncoding } from "./page-encoding";

export interface StaffApp {
  /** Whether a page path (no query) is the console's. */
  owns(path: string): boolean;
  /** Whether a path is one of the console's files (a missing one is a 404, never the page). */
  isFile(path: string): boolean;
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export async function registerStaffApp(app: FastifyInstance, staffDistDir: string): Promise<StaffApp | null> {
  if (!existsSync(join(staffDistDir, "index.html"))) return null;
  await app.register(fastifyStatic, {
    root: staffDistDir,
    prefix: `${STAFF_APP_PATH}/`,
    // The diners' app registers the reply decorators; this second root only serves files.
    decorateReply: false,
    wildcard: true,
    index: false,
    allowedPath: (path) => !path.endsWith("/") && path !== "/index.html",
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, path) {
      const hashed = relative(staffDistDir, path).startsWith(`assets${sep}`);
      res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      res.setHeader("vary", "accept-encoding");
    },
  });
  return {
    owns: (path) => path === STAFF_APP_PATH || path.startsWith(`${STAFF_APP_PATH}/`),
    isFile: (path) => path.startsWith(`${STAFF_APP_PATH}/assets/`),
    async sendPage(request, reply) {
      const page = await readFile(join(staffDistDir, "index.html"), "utf8");
      reply.type("text/html; charset=utf-8").header("vary", "accept-encoding").header("cache-control", "no-cache");
      reply.header("x-robots-tag", "noindex");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      return encoding ? reply.header("content-encoding", encoding).send(encodePage(page, encoding)) : reply.send(page);
    },
  };
}
