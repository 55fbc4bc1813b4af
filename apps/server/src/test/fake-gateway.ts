/** Tests only: a stand-in for an outside HTTP service (an SMS gateway, a mail service) that records what it was sent. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGateway {
  /** Where to post, e.g. http://127.0.0.1:4567/messages */
  url: string;
  /** Every request: its Authorization header and its JSON body. */
  received: { auth: string | undefined; body: unknown }[];
  /** The status it answers from now on (202 at first). */
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startFakeGateway(path = "/messages"): Promise<FakeGateway> {
  const received: FakeGateway["received"] = [];
  let status = 202;
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
