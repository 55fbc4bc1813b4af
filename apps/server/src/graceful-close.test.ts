/** SIGTERM's close: streams told to reconnect, calls in flight answered, new connections refused, a grace period kept. */
import { request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { APP_VERSION, APP_VERSION_HEADER, STREAM_RECONNECT_AFTER_MS, STREAM_RECONNECT_EVENT } from "@forkful/contracts/api";
import { encodeRequest } from "@forkful/contracts/envelope";
import { orderSchema } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "./test/order-test-kit";
import { signUpByOtp } from "./test/sign-in-helpers";
import { createTestApp, type TestApp } from "./test/test-app";

async function listening(): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** A POST whose body is sent in two halves: the second when `finish` is called. Resolves with its status, or the error. */
function slowPost(port: number) {
  const body = JSON.stringify(encodeRequest({ mobilePhone: "+14155550199", isGuestUser: true }));
  const half = Math.floor(body.length / 2);
  const request = httpRequest({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/data-services/customer/sendSMS",
    headers: { [APP_VERSION_HEADER]: APP_VERSION, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answer = new Promise<number | string>((resolve) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

/** Whether a new connection is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.on("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("closing gracefully", () => {
  it("tells open streams to reconnect, answers the call in flight, and takes no new connection", async () => {
    const { t, port } = await listening();
    try {
      const [restaurant] = await openRestaurants(t, "pickup");
      const item = untrackedItem(await menuOf(t, restaurant!.id, "pickup"));
      const placed = await placeOrder(t, orderRequest(restaurant!.id, [lineFor(item)]), (await signUpByOtp(t)).accessToken);
      const { orderId } = orderSchema.parse(placed.body);
      const stream = await fetch(`http://127.0.0.1:${port}/data-services/order/${orderId}/events`, {
        headers: { [APP_VERSION_HEADER]: APP_VERSION },
      });
      expect(stream.status).toBe(200);
      const streamText = stream.text();
      const inFlight = slowPost(port);
      await settle(50);

      const closing = closeGracefully(t.app, { graceMs: 10_000 });
      const text = await streamText;
      expect(text).toContain(`retry: ${STREAM_RECONNECT_AFTER_MS}\nevent: ${STREAM_RECONNECT_EVENT}\ndata: {}\n\n`);
      expect(await accepts(port)).toBe(false);
      inFlight.finish();
      expect(await inFlight.answer).toBe(200);
      expect(await closing).toBe(true);
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it("closes the connections of calls that outlast the grace period", async () => {
    const { t, port } = await listening();
    try {
      const stuck = slowPost(port);
      await settle(50);
      const started = Date.now();
      expect(await closeGracefully(t.app, { graceMs: 300 })).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await stuck.answer).toBe("ECONNRESET");
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
