/**
 * API answers go out compressed when the client accepts it (issue 28): a JSON answer of ANSWER_COMPRESS_MIN_BYTES or
 * more is sent as brotli or gzip, whichever the client prefers (page-encoding.ts). A cached answer (a menu, a
 * restaurant list: envelope.ts sendCachedAnswer) is the same text for every diner, so its compressed copies are made
 * once and kept beside it. Streams (live events, static files, precompressed already) pass as they are.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type PageEncoding, preferredEncoding } from "./page-encoding";

/** Below this, compressing saves less than it costs (a header and the work). */
export const ANSWER_COMPRESS_MIN_BYTES = 1024;
/** Compressed copies of cached answers kept; the oldest goes first. */
const SHARED_COPIES_KEPT = 256;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Quick settings: an answer is compressed as it is sent, so speed matters as much as size. */
function compress(payload: string | Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === "br") return brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return gzipped(payload, { level: 6 });
}

const sharedAnswers = new WeakSet<FastifyReply>();
/** By encoding, then by the cached text itself (the same string each time, so looking it up does not read it again). */
const sharedCopies: Record<PageEncoding, Map<string, Promise<Buffer>>> = { br: new Map(), gzip: new Map() };

/** Marks an answer every caller shares (its text is kept in a cache), so its compressed copies are kept too. */
export function markSharedAnswer(reply: FastifyReply): void {
  sharedAnswers.add(reply);
}

function sharedCopy(text: string, encoding: PageEncoding): Promise<Buffer> {
  const copies = sharedCopies[encoding];
  let copy = copies.get(text);
  if (!copy) {
    copy = compress(text, encoding);
    copy.catch(() => copies.delete(text));
    copies.set(text, copy);
    if (copies.size > SHARED_COPIES_KEPT) copies.delete(copies.keys().next().value as string);
  }
  return copy;
}

/** Adds accept-encoding to the answer's Vary, keeping what the route put there. */
function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const given = typeof vary === "string" ? vary : Array.isArray(vary) ? vary.join(", ") : "";
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(given)) return;
  reply.header("vary", given ? `${given}, accept-encoding` : "accept-encoding");
}

const isJson = (type: unknown) => typeof type === "string" && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

export function registerAnswerEncoding(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || !isJson(reply.getHeader("content-type"))) return payload;
    if (Buffer.byteLength(payload) < ANSWER_COMPRESS_MIN_BYTES) return payload;
    varyByEncoding(reply);
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const body =
      typeof payload === "string" && sharedAnswers.has(reply) ? await sharedCopy(payload, encoding) : await compress(payload, encoding);
    reply.header("content-encoding", encoding);
    return body;
  });
}
