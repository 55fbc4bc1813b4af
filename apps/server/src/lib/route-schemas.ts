/** The route schemas of the encoded calls: `{ data }` in, `{ encryptedText }` out, documented under a tag. */
import { encodedAnswerSchema, encodedRequestSchema } from "@forkful/contracts/envelope";
import type { z } from "zod";

/** A call whose body is `{ data }`. */
export const encodedBody = (tag: string, summary: string, extra: { security?: Record<string, string[]>[] } = {}) => ({
  tags: [tag],
  summary,
  ...extra,
  body: encodedRequestSchema,
  response: { 200: encodedAnswerSchema },
});

/** A call with a checked query string and an encoded answer. */
export const encodedQuery = <Query extends z.ZodType>(tag: string, summary: string, querystring: Query) => ({
  tags: [tag],
  summary,
  querystring,
  response: { 200: encodedAnswerSchema },
});
