/**
 * POST /payment/processor-callback: the processor's signed confirmations. The signature is checked over the raw
 * body before anything is parsed; a wrong one is refused (401) and the payment it names is recorded as 23.
 */
import type { FastifyInstance } from "fastify";
import {
  type ProcessorCallback,
  processorCallbackSchema,
  SIGNATURE_HEADER,
  verifyCallbackSignature,
} from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { BadRequestError, UnauthorizedError } from "../../lib/domain-errors";
import type { PaymentsService } from "./payments.service";

function referenceOf(body: string): string | null {
  try {
    const reference = (JSON.parse(body) as { reference?: unknown }).reference;
    return typeof reference === "string" && /^[0-9a-f-]{36}$/i.test(reference) ? reference : null;
  } catch {
    return null;
  }
}

export async function paymentCallbackRoutes(
  app: FastifyInstance,
  { payments, secret, clock }: { payments: PaymentsService; secret: string; clock: Clock },
) {
  // Only in this plugin: keep the body as text, so the signature is checked over exactly what was sent.
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post("/payment/processor-callback", { schema: { hide: true } }, async (request) => {
    const body = typeof request.body === "string" ? request.body : "";
    const signature = request.headers[SIGNATURE_HEADER];
    if (!verifyCallbackSignature(secret, body, typeof signature === "string" ? signature : undefined, clock())) {
      await payments.refuseCallback(referenceOf(body), { signature: typeof signature === "string" ? signature.slice(0, 20) : null });
      throw new UnauthorizedError("The callback signature does not match");
    }
    let event: ProcessorCallback;
    try {
      event = processorCallbackSchema.parse(JSON.parse(body));
    } catch {
      throw new BadRequestError("The callback is not one the processor sends");
    }
    await payments.confirm(event);
    return { received: true };
  });
}
