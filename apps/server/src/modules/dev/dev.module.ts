/** Development-only calls, each behind its own setting: the SMS outbox (and a probe job writing to it) and wallet top-ups. */
import type { AppModule } from "../../app-context";
import { defineProbeJob } from "./probe-job";
import { smsOutboxRoutes } from "./sms-outbox.routes";
import { walletCreditRoutes } from "./wallet-credit.routes";

export const devModule: AppModule = async (api, { config, outbox, db, jobs }) => {
  if (config.smsOutboxRoute) {
    await api.register(smsOutboxRoutes, { outbox });
    defineProbeJob(jobs, outbox);
  }
  if (config.devWalletRoute) await api.register(walletCreditRoutes, { deps: { db } });
};
