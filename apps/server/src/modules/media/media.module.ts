/** Media files, served outside the API's base path as /media/{type}/{id}.{extension}. */
import type { AppModule } from "../../app-context";
import { mediaRoutes } from "./media.routes";

export const mediaModule: AppModule = async (app, { storage }) => {
  await app.register(mediaRoutes, { storage });
};
