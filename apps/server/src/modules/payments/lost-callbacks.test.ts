/**
 * The server stopped between the processor's charge and its callback (found by the crash suite): the payment stays
 * authorizing or collecting though the processor holds or took the money. Retrying with the same key must finish it.
 */
import { randomUUID } from "node:crypto";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/payments";
import { chargesOf, pay, placeTestOrder, startCardTransaction, tokenize, transactionOf } from "../../test/payment-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The payment as the crash left it: the request recorded, the processor's confirmation never arrived. */
const forgetConfirmation = (transactionId: string, state: "authorizing" | "collecting") =>
  t.database.db.update(payments).set({ state }).where(eq(payments.id, transactionId));

describe("a processor confirmation lost to a crash", () => {
  it("an authorization retried with its key ends authorized, charged once", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const body = {
      transactionId: started.transactionId,
      cardToken: await tokenize(t, SANDBOX_TEST_CARDS.approved),
      idempotencyKey: randomUUID(),
    };
    expect(transactionOf(await pay(t, "v2/authorize", body, order.token)).state).toBe("authorized");
    await forgetConfirmation(started.transactionId, "authorizing");

    const retried = transactionOf(await pay(t, "v2/authorize", body, order.token));
    expect(retried).toMatchObject({ state: "authorized", authorizedAmount: order.totals.total });
    expect((await chargesOf(t, started.transactionId)).filter((c) => c.kind === "card")).toHaveLength(1);
  });

  it("a collection retried with its key ends collected, captured once", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, order.token);
    const collect = { transactionId: started.transactionId, idempotencyKey: randomUUID() };
    expect(transactionOf(await pay(t, "collect-payment", collect, order.token)).state).toBe("collected");
    await forgetConfirmation(started.transactionId, "collecting");

    const retried = transactionOf(await pay(t, "collect-payment", collect, order.token));
    expect(retried).toMatchObject({ state: "collected", collectedAmount: order.totals.total });
    const [charge] = (await chargesOf(t, started.transactionId)).filter((c) => c.kind === "card");
    expect(charge).toMatchObject({ state: "captured", capturedAmount: order.totals.total });
  });
});
