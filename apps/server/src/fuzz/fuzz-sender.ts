/**
 * Sends a fuzzed request and gives back the answer's status: through `app.inject`, or, for a stream that never ends
 * by itself (server-sent events), as bytes to the listening app, hanging up once the status has arrived. A status
 * of 0 means no answer came.
 */
import type { FastifyInstance } from "fastify";
import type { FuzzRequest } from "./fuzz-request";
import { preview } from "./json-text";
import { exchangeRaw, rawRequest } from "./raw-http";

export interface FuzzAnswer {
  status: number;
  body: string;
}

/** A stream's status, from its head; the socket is closed then (the stream would go on forever). */
async function sendToStream(port: number, request: FuzzRequest): Promise<FuzzAnswer> {
  const answer = await exchangeRaw(port, rawRequest(request.method, request.url, request.headers, request.body), { headOnly: true });
  return { status: answer.statuses[0] ?? 0, body: answer.timedOut ? "(no answer in time)" : (answer.text.split("\r\n\r\n")[1] ?? "") };
}

export interface Sender {
  send(request: FuzzRequest, stream: boolean): Promise<FuzzAnswer>;
}

/** `port`: where the app listens, for streams. */
export function senderFor(app: FastifyInstance, port: number): Sender {
  return {
    async send(request, stream) {
      if (stream) return sendToStream(port, request);
      const response = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: request.headers,
        payload: request.body,
      });
      return { status: response.statusCode, body: response.body };
    },
  };
}

/** The request and its answer, short enough to read in a test report. */
export function describeExchange(request: FuzzRequest, answer: FuzzAnswer, logged: readonly string[]): string {
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== "authorization")
    .map(([name, value]) => `${name}: ${preview(value, 80)}`);
  const lines = [
    `${request.method} ${preview(request.url, 300)}`,
    ...Object.entries(request.notes).map(([name, value]) => `  ${name}: ${preview(value)}`),
    `  headers: ${headers.join(" | ")}`,
    `  body: ${request.body === undefined ? "(none)" : preview(request.body)}`,
    `→ ${answer.status} ${preview(answer.body, 300)}`,
    ...logged.map((line) => `  logged: ${preview(line, 1_000)}`),
  ];
  return lines.join("\n");
}
