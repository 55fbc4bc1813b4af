/** What other modules may use of support requests: its deps (nothing else is shared yet). */
import type { AppContext } from "../../app-context";
import { createOrdersRepository } from "../orders/public";
import { createSupportRepository } from "./support.repository";
import type { SupportDeps } from "./support-deps";

export type { SupportDeps } from "./support-deps";

export function supportDeps({ db, sms, clock, log }: Pick<AppContext, "db" | "sms" | "clock" | "log">): SupportDeps {
  return { support: createSupportRepository(db), orders: createOrdersRepository(db), sms, clock, log };
}
