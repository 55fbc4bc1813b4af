/** DoorDash Drive v2 as a partner kit: its adapter, the sandbox's DoorDash, and its webhooks (event_name + the delivery). */
import type { PartnerKit } from "../partner-kit";
import { doordashAdapter } from "./doordash-adapter";
import { DOORDASH_EVENT_NAMES, doordashWebhookSchema } from "./doordash-api";
import { doordashDeliveryBody, doordashSandboxApi } from "./doordash-sandbox-api";

export const doordashKit: PartnerKit = {
  partner: "DOORDASH",
  adapter: doordashAdapter,
  sandboxApi: doordashSandboxApi,
  webhookBody: (delivery) => ({ event_name: DOORDASH_EVENT_NAMES[delivery.state], ...doordashDeliveryBody(delivery) }),
  readWebhook(body) {
    const event = doordashWebhookSchema.safeParse(body);
    return event.success ? { externalId: event.data.external_delivery_id, state: event.data.delivery_status } : null;
  },
};
