/** A table's bill split (issue 13): by diner, in equal parts or by dishes; each part paid on its own (payments). */
import type { AppModule } from "../../app-context";

export const billsModule: AppModule = async (_api, _context) => {
  // Routes arrive with the split calls (bills.routes.ts).
};
