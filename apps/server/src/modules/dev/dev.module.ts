/** Development-only calls, each behind its own setting: the SMS outbox and wallet top-ups. */
import type { AppModule } from "../../app-context";
import { smsOutboxRoutes } from "./sms-outbox.routes";
import { walletCreditRoutes } from "./wallet-credit.routes";

export const devModule: AppModule = async (api, { config, outbox, db }) => {
  if (config.smsOutboxRoute) await api.register(smsOutboxRoutes, { outbox });
  if (config.devWalletRoute) await api.register(walletCreditRoutes, { deps: { db } });
};
