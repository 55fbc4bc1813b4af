/** Serves the built SPA: hashed assets with a long cache, everything else falls back to index.html. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { API_BASE_PATH, MEDIA_BASE_PATH } from "@forkful/contracts/api";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./error-handler";
import { pathOfRequestLine } from "./routed-path";

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(join(webDistDir, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: ["index.html"],
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader("cache-control", path.includes(`${join("dist", "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOfRequestLine(request.url);
    // A missing script or asset must be a 404, never the app's HTML (a stale tab would run HTML as code).
    const isFile = path.startsWith(`${API_BASE_PATH}/`) || path.startsWith(`${MEDIA_BASE_PATH}/`) || path.startsWith("/assets/");
    if (isFile || request.method !== "GET" || !hasWebApp) {
      return reply.status(404).send(errorBody(404, `No route ${request.method} ${path}`));
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
