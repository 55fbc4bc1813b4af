/** Delivery by courier partners: quotes, asking for a courier when an order is accepted, following it to the door. */
import type { AppModule } from "../../app-context";

// PLACEHOLDER (issue 14, part S3 fills this module).
export const deliveryModule: AppModule = async (_api, _context) => {};
