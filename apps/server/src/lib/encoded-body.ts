/** Reading `{ data }` request envelopes and writing `{ encryptedText }` answers with one contract schema. */
import { decodePayload, type EncodedAnswer, encodeAnswer } from "@forkful/contracts/envelope";
import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { describeZodError } from "./describe-zod-error";
import { BadRequestError } from "./domain-errors";

export function decodeData<Schema extends z.ZodType>(data: string, schema: Schema): z.output<Schema> {
  const payload = decodePayload(data);
  const parsed = schema.safeParse(payload ?? {});
  if (!parsed.success) throw new BadRequestError(describeZodError(parsed.error));
  return parsed.data;
}

export function encoded(value: unknown): EncodedAnswer {
  return encodeAnswer(value);
}

/** Sends an answer that is already serialized JSON text (a cached answer), skipping serialization. */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
