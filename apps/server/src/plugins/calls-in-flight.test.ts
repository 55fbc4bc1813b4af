import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchDatabase } from "../test/database-watch";
import { createAppWith, jsonCall, messageOf } from "../test/sign-in-helpers";
import type { TestApp } from "../test/test-app";
import { PROCESSOR_CALLBACK_PATH } from "./app-version";

let t: TestApp;
beforeAll(async () => {
  t = await createAppWith({ CALLS_IN_FLIGHT_PER_CLIENT: 2 });
});
afterAll(() => t.close());

/** A call that waits on the database (an order lookup), as the given client. */
const lookup = (ip: string) => jsonCall(t, "GET", `/order/v2/getOrder?orderId=${randomUUID()}`, undefined, { ip });

describe("calls in flight per client", () => {
  it("refuses a client's call above its bound at once (429), while other clients' calls go on", async () => {
    const watch = watchDatabase(t.database);
    try {
      // The database is busy: these calls stay in flight until it answers.
      watch.hold();
      const first = [lookup("198.51.100.10"), lookup("198.51.100.10")];
      const refused = await lookup("198.51.100.10");
      expect(refused.status).toBe(429);
      expect(messageOf(refused)).toBe(MESSAGES.tooManyCallsAtOnce);
      const other = lookup("198.51.100.11");
      watch.release();
      for (const answer of await Promise.all([...first, other])) expect(answer.status).toBe(404);
      // Answered calls count off: the client has room again.
      expect((await lookup("198.51.100.10")).status).toBe(404);
    } finally {
      watch.stop();
    }
  });

  it("counts only API calls", async () => {
    const watch = watchDatabase(t.database);
    try {
      watch.hold();
      const held = [lookup("198.51.100.12"), lookup("198.51.100.12")];
      const media = await t.app.inject({ method: "GET", url: "/media/logo/none.svg", remoteAddress: "198.51.100.12" });
      expect(media.statusCode).not.toBe(429);
      watch.release();
      await Promise.all(held);
    } finally {
      watch.stop();
    }
  });

  it("does not count what outside services send: a processor's callback reaches its check from a busy address", async () => {
    const watch = watchDatabase(t.database);
    try {
      watch.hold();
      const held = [lookup("198.51.100.13"), lookup("198.51.100.13")];
      const unsigned = { type: "authorization.succeeded", reference: randomUUID(), processorRef: "ch_none", amount: 100, card: null };
      const answering = t.app.inject({ method: "POST", url: PROCESSOR_CALLBACK_PATH, remoteAddress: "198.51.100.13", payload: unsigned });
      watch.release();
      const callback = await answering;
      // Refused by its signature check (nothing signed it), not by the bound.
      expect(callback.statusCode).not.toBe(429);
      expect(callback.statusCode).toBeGreaterThanOrEqual(400);
      await Promise.all(held);
    } finally {
      watch.stop();
    }
  });
});
