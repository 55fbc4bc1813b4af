/** Development only: read the SMS outbox, so a developer or a browser test can sign in with a code. */
import { smsOutboxAnswerSchema, smsOutboxQuerySchema } from "@forkful/contracts/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SmsOutbox } from "../../integrations/sms/outbox-sms-sender";
import { jsonCall } from "../../plugins/envelope";

export async function smsOutboxRoutes(app: FastifyInstance, { outbox }: { outbox: SmsOutbox }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/dev/sms-outbox",
    jsonCall("development", "Messages the outbox SMS provider kept, newest first (development and tests only)", {
      querystring: smsOutboxQuerySchema,
      answer: smsOutboxAnswerSchema,
    }),
    async (request) => ({ messages: await outbox.messagesTo(request.query.to) }),
  );
}
