/** Media files: GET /media/{type}/{id}.{extension} (the file's bytes, not JSON; left out of the API document). */
import { MEDIA_FILE_PATTERN, MEDIA_TYPE_PATTERN } from "@forkful/contracts/media";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { MediaStorage } from "../../integrations/storage/media-storage";
import { getMediaFile } from "./media-file";

const paramsSchema = z.object({
  type: z.string().regex(MEDIA_TYPE_PATTERN, "Unknown media type"),
  file: z.string().regex(MEDIA_FILE_PATTERN, "Unknown media file"),
});

export async function mediaRoutes(app: FastifyInstance, deps: { storage: MediaStorage }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/media/:type/:file", { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
      const { bytes, mimeType } = await getMediaFile(deps, request.params);
      return reply
        .header("content-type", mimeType)
        .header("cache-control", "public, max-age=86400")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(bytes));
    });
}
