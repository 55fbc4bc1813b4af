/** Short links and their QR codes (spec §2 /{tinyURLId}, §7 /customer/getActualURL/v2). PLACEHOLDER: part S2 builds it. */
import type { AppModule } from "../../app-context";

export const linksModule: AppModule = async () => {};
