/** Support requests: diners ask, staff answer (spec §7 /support/createSupportRequest). PLACEHOLDER: part S3 builds it. */
import type { AppModule } from "../../app-context";

export const supportModule: AppModule = async () => {};
