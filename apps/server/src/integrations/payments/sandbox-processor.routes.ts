/**
 * The sandbox processor's public surface, at /sandbox-processor (not part of Forkful's API): its hosted card
 * form, the tokenization call the form makes, and the pay pages of payment links and UPI requests.
 */

import { SANDBOX_BASE_PATH } from "@forkful/contracts/api";
import { cardExpirySchema } from "@forkful/contracts/payments";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../plugins/error-handler";
import { routedPath } from "../../plugins/routed-path";
import { cardFormPage, payLinkPage, SANDBOX_PAGE_CSP, upiPage } from "./sandbox-pages";
import type { SandboxProcessor } from "./sandbox-processor";
import { SANDBOX_SCRIPT } from "./sandbox-script";

const tokenBodySchema = cardExpirySchema.extend({
  number: z.string().regex(/^\d{1,19}$/, "Your card number is not valid."),
  cvc: z.string().max(4),
});
/** The form's field a refused tokenization points at. */
const FIELD_OF: Record<string, string> = { number: "number", expMonth: "expiry", expYear: "expiry", cvc: "cvc" };
const refParamsSchema = z.object({ ref: z.string().regex(/^(link|upi)_[0-9a-f]{24}$/) });
const hidden = { hide: true };

/** The hosted form runs in a sandboxed iframe (an opaque origin), so the processor's calls allow any origin. */
function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header("access-control-allow-origin", "*")
    .header("access-control-allow-methods", "POST, OPTIONS")
    .header("access-control-allow-headers", "content-type")
    .header("access-control-max-age", "600");
}

const html = (reply: FastifyReply, text: string) =>
  reply.type("text/html; charset=utf-8").header("content-security-policy", SANDBOX_PAGE_CSP).header("cache-control", "no-store").send(text);

export async function sandboxProcessorRoutes(app: FastifyInstance, { sandbox }: { sandbox: SandboxProcessor }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = SANDBOX_BASE_PATH;
  // The form's document has an opaque origin (sandboxed iframe): its own script and calls are cross-origin to it.
  app.addHook("onRequest", async (request, reply) => {
    if (routedPath(request).startsWith(`${base}/`)) reply.header("cross-origin-resource-policy", "cross-origin");
  });

  routes.get(`${base}/card-form`, { schema: hidden }, async (_request, reply) => html(reply, cardFormPage()));
  routes.get(`${base}/sandbox.js`, { schema: hidden }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(SANDBOX_SCRIPT),
  );

  routes.options(`${base}/tokens`, { schema: hidden }, async (_request, reply) => allowAnyOrigin(reply).status(204).send());
  routes.post(`${base}/tokens`, { schema: hidden }, async (request, reply) => {
    allowAnyOrigin(reply);
    const parsed = tokenBodySchema.safeParse(request.body);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = FIELD_OF[String(issue?.path[0])] ?? "number";
      const message = field === "expiry" ? issue!.message : "Check your card details.";
      return reply.status(400).send({ ...errorBody(400, message), field });
    }
    const result = await sandbox.tokenize(parsed.data);
    if (!result.ok) return reply.status(400).send({ ...errorBody(400, result.message), field: result.field });
    const { card } = result;
    return { token: result.token, card: { brand: card.brand, last4: card.last4, expiryMonth: card.expMonth, expiryYear: card.expYear } };
  });

  routes.get(`${base}/pay/:ref`, { schema: { ...hidden, params: refParamsSchema } }, async (request, reply) => {
    const charge = await sandbox.payerRequest(request.params.ref);
    if (charge?.kind !== "link") return reply.status(404).send(errorBody(404, "No such payment link"));
    return html(reply, payLinkPage(charge));
  });
  routes.post(
    `${base}/pay/:ref`,
    { schema: { ...hidden, params: refParamsSchema, body: z.object({ token: z.string().max(100) }) } },
    async (request) => sandbox.payLink(request.params.ref, request.body.token),
  );

  routes.get(`${base}/upi/:ref`, { schema: { ...hidden, params: refParamsSchema } }, async (request, reply) => {
    const charge = await sandbox.payerRequest(request.params.ref);
    if (charge?.kind !== "upi") return reply.status(404).send(errorBody(404, "No such UPI request"));
    return html(reply, upiPage(charge));
  });
  routes.post(`${base}/upi/:ref/pay`, { schema: { ...hidden, params: refParamsSchema } }, async (request) =>
    sandbox.payUpi(request.params.ref),
  );
}
