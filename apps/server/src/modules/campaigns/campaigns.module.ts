/** Campaigns and event pages, read by diners and made by staff (spec §2). PLACEHOLDER: part S2 builds it. */
import type { AppModule } from "../../app-context";

export const campaignsModule: AppModule = async () => {};
