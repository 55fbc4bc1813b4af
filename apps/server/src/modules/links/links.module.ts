/** Short links and their QR codes (spec §2 /{tinyURLId}, §7 /customer/getActualURL/v2): diners follow them, staff make them. */
import type { AppModule } from "../../app-context";
import { linksRoutes } from "./links.routes";
import { linksStaffRoutes } from "./links-staff.routes";
import { linksDeps } from "./public";

export const linksModule: AppModule = async (api, context) => {
  const deps = linksDeps(context);
  await api.register(linksRoutes, { deps });
  await api.register(linksStaffRoutes, { deps });
};
