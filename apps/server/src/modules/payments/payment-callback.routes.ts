/**
 * POST /payment/processor-callback: the processor's signed confirmations. The signature is checked over the raw
 * body before anything is parsed; a wrong one is refused (401) and writes nothing, unless the processor confirms the
 * charge it names is the one its payment waits on (refuse-callback.ts): then it is recorded, and a card
 * authorization becomes 23.
 */
import { processorCallbackAnswerSchema } from "@forkful/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  type ProcessorCallback,
  processorCallbackSchema,
  SIGNATURE_HEADER,
  verifyCallbackSignature,
} from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { BadRequestError, UnauthorizedError } from "../../lib/domain-errors";
import { confirmCallback } from "./confirm-callback";
import type { GiveBackDeps } from "./give-back";
import { type CallbackClaims, refuseCallback } from "./refuse-callback";

/** What an unverified body claims to be about; nothing in it is trusted beyond finding the payment. */
function claimsOf(body: string): CallbackClaims {
  try {
    const { reference, processorRef } = JSON.parse(body) as { reference?: unknown; processorRef?: unknown };
    return {
      reference: typeof reference === "string" && /^[0-9a-f-]{36}$/i.test(reference) ? reference : null,
      processorRef: typeof processorRef === "string" && /^[\w-]{1,100}$/.test(processorRef) ? processorRef : null,
    };
  } catch {
    return { reference: null, processorRef: null };
  }
}

export async function paymentCallbackRoutes(
  app: FastifyInstance,
  { deps, secret, clock }: { deps: GiveBackDeps; secret: string; clock: Clock },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only in this plugin: keep the body as text, so the signature is checked over exactly what was sent.
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  routes.post(
    "/payment/processor-callback",
    {
      schema: { hide: true, body: processorCallbackSchema, response: { 200: processorCallbackAnswerSchema } },
      // The body arrives as text and is parsed below, once its signature is checked: the schema documents it.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request) => {
      const body: unknown = request.body;
      const text = typeof body === "string" ? body : "";
      const signature = request.headers[SIGNATURE_HEADER];
      if (!verifyCallbackSignature(secret, text, typeof signature === "string" ? signature : undefined, clock())) {
        await refuseCallback(deps, claimsOf(text), { signature: typeof signature === "string" ? signature.slice(0, 20) : null });
        throw new UnauthorizedError("The callback signature does not match");
      }
      let event: ProcessorCallback;
      try {
        event = processorCallbackSchema.parse(JSON.parse(text));
      } catch {
        throw new BadRequestError("The callback is not one the processor sends");
      }
      await confirmCallback(deps, event);
      return { received: true as const };
    },
  );
}
