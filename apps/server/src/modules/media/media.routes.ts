/** Media files: GET /media/{type}/{id}.{extension}. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { MediaStorage } from "../../integrations/storage/media-storage";
import { NotFoundError } from "../../lib/domain-errors";

const MIME_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

const paramsSchema = z.object({
  type: z.string().regex(/^[a-z0-9-]{1,32}$/i, "Unknown media type"),
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}\.[a-z0-9]{1,8}$/i, "Unknown media file"),
});

export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: MediaStorage }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/media/:type/:file", { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
      const dot = request.params.file.lastIndexOf(".");
      const id = request.params.file.slice(0, dot);
      const extension = request.params.file.slice(dot + 1).toLowerCase();
      const mimeType = MIME_TYPES[extension];
      const bytes = mimeType ? await storage.get({ type: request.params.type.toLowerCase(), id, extension }) : null;
      if (!bytes || !mimeType) throw new NotFoundError("No such media file");
      return reply
        .header("content-type", mimeType)
        .header("cache-control", "public, max-age=86400")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(bytes));
    });
}
