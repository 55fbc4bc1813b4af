/**
 * The wire envelope of spec §7 as one plugin. A route declares its decoded body and answer schemas (from contracts)
 * and `config: { encoded: true }`; on the wire the body travels as `{ data: "<encoded>" }` and the answer as
 * `{ encryptedText: "<encoded>" }`. The plugin decodes and checks the body before the handler runs (the same 400
 * texts as ever), and encodes the handler's answer after it, byte for byte as `encodeAnswer` would.
 */
import { decodePayload, encodedRequestSchema, encodePayload } from "@forkful/contracts/envelope";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { describeZodError } from "../lib/describe-zod-error";
import { BadRequestError } from "../lib/domain-errors";
import type { TtlCache } from "../lib/ttl-cache";
import { markSharedAnswer } from "./answer-encoding";
import { invalidRequest, invalidRequestText } from "./error-handler";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The body travels as `{ data }` and the answer as `{ encryptedText }` (spec §7). */
    encoded?: boolean;
    /**
     * With `encoded`: the payload may also arrive as the query param `data` (spec §7 POST /customer/reservations);
     * the query wins when both are sent.
     */
    encodedQuery?: boolean;
  }
}

export const ENCODED_CALL_NOTE =
  'On the wire this call is encoded: the request body shown here travels as `{ "data": "<base64url of its JSON>" }` ' +
  'and the answer shown here as `{ "encryptedText": "<base64url of its JSON>" }`.';

/** The answer's JSON text inside the envelope: what `JSON.stringify(encodeAnswer(value))` gives, without the copy. */
export function encodedAnswerText(value: unknown): string {
  return `{"encryptedText":"${encodePayload(value)}"}`;
}

/** The envelope's own check, worded as the route validation of `{ data }` always was. */
function envelopeOf(body: unknown): string {
  const parsed = encodedRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data.data;
  const [first] = parsed.error.issues;
  throw new BadRequestError(invalidRequest(invalidRequestText("body", first?.path.join(".") ?? "", first?.message)));
}

export const ENCODED_QUERY_NOTE = "The encoded payload may travel in the query param instead: `?data=<base64url of its JSON>`.";

/** The `data` query param of a call that takes its payload there, when sent. */
function queryData(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.data === "string" ? { data: query.data } : undefined;
}

function decodeBody(schema: z.ZodType, fromQuery: boolean) {
  return async (request: FastifyRequest) => {
    const payload = decodePayload(envelopeOf((fromQuery && queryData(request)) || request.body));
    const parsed = schema.safeParse(payload ?? {});
    if (!parsed.success) throw new BadRequestError(invalidRequest(describeZodError(parsed.error)));
    request.body = parsed.data;
  };
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function makeEncoded(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as { body?: z.ZodType; description?: string };
  const fromQuery = route.config?.encodedQuery === true;
  const note = fromQuery ? `${ENCODED_CALL_NOTE} ${ENCODED_QUERY_NOTE}` : ENCODED_CALL_NOTE;
  route.schema = { ...schema, description: schema.description ? `${schema.description}\n\n${note}` : note };
  if (schema.body) {
    route.preValidation = [...asList(route.preValidation), decodeBody(schema.body, fromQuery)];
    // The body was decoded and checked above; the declared schema is its documentation.
    route.validatorCompiler = (request) =>
      request.httpPart === "body"
        ? (data: unknown) => ({ value: data })
        : validatorCompiler(request as Parameters<typeof validatorCompiler>[0]);
  }
  route.serializerCompiler = () => encodedAnswerText;
}

export const envelope = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRoute", (route) => {
      if (route.config?.encoded) makeEncoded(route);
    });
  },
  { name: "envelope" },
);

/**
 * Sends an encoded answer kept as text in a cache (menus and restaurant lists are read on every visit): the answer is
 * loaded, encoded and kept once, then sent as is (and compressed once for each encoding: answer-encoding.ts).
 */
export async function sendCachedAnswer(reply: FastifyReply, cache: TtlCache<string>, key: string, load: () => Promise<unknown>) {
  const text = await cache.getOrLoad(key, async () => encodedAnswerText(await load()));
  markSharedAnswer(reply);
  return reply.type("application/json; charset=utf-8").send(text);
}

type Security = ReadonlyArray<{ [securityLabel: string]: readonly string[] }>;

/** What differs from one call's declaration to the next: its request parts, its answer, and any route options. */
export interface CallParts<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Params extends z.ZodType | undefined,
  Answer extends z.ZodType,
  Status extends number,
> {
  body?: Body;
  querystring?: Query;
  params?: Params;
  /** The (decoded) answer's schema, documented under `status`: 200 unless said, or several codes with the same answer. */
  answer: Answer;
  status?: Status | readonly Status[];
  security?: Security;
  /** Route config beyond the envelope's, e.g. a stricter `rateLimit`. */
  config?: FastifyContextConfig;
}

/** The schema a call declares: what the OpenAPI document shows and what the zod type provider types the handler by. */
export interface CallSchema<Body, Query, Params, Answer, Status extends number> {
  tags: string[];
  summary: string;
  body: Body;
  querystring: Query;
  params: Params;
  security?: Security;
  response: { [Code in Status]: Answer };
}

/**
 * A JSON call's route options: `routes.post(url, jsonCall("orders", "…", { body, answer }), handler)` types
 * `request.body`/`request.query`/`request.params` by the schemas and checks the handler's answer against `answer`.
 */
export function jsonCall<
  Answer extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  const Status extends number = 200,
>(
  tag: string,
  summary: string,
  parts: CallParts<Body, Query, Params, Answer, Status>,
): { config?: FastifyContextConfig; schema: CallSchema<Body, Query, Params, Answer, Status> } {
  const { answer, status = 200, config, ...requestParts } = parts;
  const codes: readonly number[] = typeof status === "number" ? [status] : status;
  const response = Object.fromEntries(codes.map((code) => [code, answer]));
  const schema = { tags: [tag], summary, ...requestParts, response } as CallSchema<Body, Query, Params, Answer, Status>;
  return config ? { config, schema } : { schema };
}

/** An encoded call's route options (spec §7): as `jsonCall`, with `config.encoded` so this plugin decodes and encodes. */
export const encodedCall: typeof jsonCall = (tag, summary, parts) =>
  jsonCall(tag, summary, { ...parts, config: { ...parts.config, encoded: true } });
