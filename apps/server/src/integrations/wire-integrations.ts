/** The outside world chosen by configuration: SMS, email, the card processor (with its sandbox pages), courier partners and the geocoder. */
import type { FastifyInstance } from "fastify";
import { type AppConfig, publicBaseUrl } from "../config";
import type { Database } from "../db/client";
import type { Clock } from "../lib/clock";
import { DELIVERY_WEBHOOK_PATH, PROCESSOR_CALLBACK_PATH } from "../plugins/app-version";
import type { DeliveryWiring } from "./delivery/delivery-partner";
import { wireDeliveryPartners } from "./delivery/delivery-wiring";
import { sandboxTrackingRoutes } from "./delivery/sandbox-tracking.routes";
import type { EmailSender } from "./email/email-sender";
import { createHttpEmailSender } from "./email/http-email-sender";
import { createOutboxEmailSender } from "./email/outbox-email-sender";
import type { Geocoder } from "./geocoding/geocoder";
import { createGeocoder } from "./geocoding/geocoder-wiring";
import { SIGNATURE_HEADER } from "./payments/payment-processor";
import { type PaymentsWiring, wirePaymentProcessor } from "./payments/payment-processor-wiring";
import { sandboxProcessorRoutes } from "./payments/sandbox-processor.routes";
import { createHttpSmsSender } from "./sms/http-sms-sender";
import { createOutboxSmsSender, type SmsOutbox } from "./sms/outbox-sms-sender";
import type { SmsSender } from "./sms/sms-sender";

export interface Integrations {
  forModules: {
    sms: SmsSender;
    outbox: SmsOutbox;
    email: EmailSender;
    payments: PaymentsWiring;
    delivery: DeliveryWiring;
    geocoder: Geocoder;
  };
  /** The sandbox processor's own pages, when it is the processor. */
  registerPages(app: FastifyInstance): Promise<void>;
}

export function wireIntegrations(
  app: FastifyInstance,
  { config, db, clock, secret }: { config: AppConfig; db: Database; clock: Clock; secret: string },
): Integrations {
  const outbox = createOutboxSmsSender(db, (message) => app.log.info(message), { logBodies: config.SMS_LOG_MESSAGES });
  if (config.SMS_PROVIDER === "outbox" && !config.smsOutboxRoute && !config.SMS_LOG_MESSAGES) {
    app.log.warn(
      "SMS_PROVIDER=outbox: no text message leaves this server and sign-in codes are not logged. To sign in on this machine, " +
        "start it with SMS_LOG_MESSAGES=true (codes in this log) or SMS_OUTBOX_ROUTE=true (GET /data-services/dev/sms-outbox?to=+1…).",
    );
  }
  const sms: SmsSender =
    config.SMS_PROVIDER === "http" ? createHttpSmsSender({ url: config.SMS_HTTP_URL!, token: config.SMS_HTTP_TOKEN! }) : outbox;
  const email = wireEmail(app, config, db);
  const payments = wirePaymentProcessor({
    provider: config.PAYMENTS_PROVIDER,
    db,
    clock,
    secret,
    publicUrl: publicBaseUrl(config),
    // The sandbox calls Forkful's callback route in process, through the same route a remote processor would use.
    async deliver(body, signature) {
      const response = await app.inject({
        method: "POST",
        url: PROCESSOR_CALLBACK_PATH,
        headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (response.statusCode >= 400) app.log.warn({ statusCode: response.statusCode }, "payment callback refused");
    },
  });
  const delivery = wireDeliveryPartners({
    mode: config.DELIVERY_PROVIDER_MODE,
    db,
    clock,
    secret,
    pace: config.DELIVERY_SANDBOX_PACE,
    publicUrl: publicBaseUrl(config),
    doordash: {
      apiUrl: config.DOORDASH_API_URL,
      developerId: config.DOORDASH_DEVELOPER_ID,
      keyId: config.DOORDASH_KEY_ID,
      signingSecret: config.DOORDASH_SIGNING_SECRET,
    },
    // The sandbox partners call Forkful's webhook in process, through the same route a partner would use.
    async deliver(partner, body, signature) {
      const response = await app.inject({
        method: "POST",
        url: `${DELIVERY_WEBHOOK_PATH}/${partner}`,
        headers: { "content-type": "application/json", [delivery.webhooks.signatureHeader]: signature },
        payload: body,
      });
      if (response.statusCode >= 400) app.log.warn({ statusCode: response.statusCode, partner }, "delivery webhook refused");
    },
  });
  const geocoder = createGeocoder({ kind: config.GEOCODER, url: config.GEOCODER_URL });
  return {
    forModules: { sms, outbox, email, payments, delivery, geocoder },
    async registerPages(target) {
      if (payments.sandbox) await target.register(sandboxProcessorRoutes, { sandbox: payments.sandbox });
      const findSandboxDelivery = delivery.sandbox?.find;
      if (findSandboxDelivery) await target.register(sandboxTrackingRoutes, { find: findSandboxDelivery, clock });
    },
  };
}

/** Emails through the configured provider: the outbox (kept in the database, logged) or a mail service over HTTP. */
function wireEmail(app: FastifyInstance, config: AppConfig, db: Database): EmailSender {
  if (config.EMAIL_PROVIDER === "http")
    return createHttpEmailSender({ url: config.EMAIL_HTTP_URL!, token: config.EMAIL_HTTP_TOKEN!, from: config.EMAIL_FROM! });
  return createOutboxEmailSender(db, (message) => app.log.info(message), { logBodies: config.EMAIL_LOG_MESSAGES });
}
