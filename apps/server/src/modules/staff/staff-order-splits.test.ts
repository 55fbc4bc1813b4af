/**
 * A split table bill on the staff order detail (issue 26): GET /staff/orders/{orderId} carries the parts, each with its
 * amount, whether it is paid and how; the manager records a part paid at the counter, and the last one closes the bill,
 * which its diners then read as closed.
 */
import { randomUUID } from "node:crypto";
import { orderSchema } from "@forkful/contracts/orders";
import { staffOrderSchema } from "@forkful/contracts/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pay, splitTabInParts } from "../../test/payment-test-kit";
import { jsonCall } from "../../test/sign-in-helpers";
import { orderRound, readTab, setUpTabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a split bill on the staff order detail", () => {
  it("shows each part's amount, who paid and how; the last part paid at the counter closes the bill", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha" });
    const orderId = asha.order.orderId;
    const parts = await splitTabInParts(t, orderId, 2);
    const detail = async () => {
      const answer = await jsonCall(t, "GET", `/staff/orders/${orderId}`, undefined, { token: table.tokens.manager });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return staffOrderSchema.parse(answer.body).tab!;
    };
    const before = await detail();
    expect(before.state).toBe("settling");
    expect(before.splits.map((s) => [s.splitId, s.total, s.state, s.payment])).toEqual(parts.map((p) => [p.id, p.total, "unpaid", null]));

    for (const part of parts) {
      const offline = await pay(
        t,
        "customer-initiate-offline-payment",
        { orderId, splitId: part.id, idempotencyKey: randomUUID() },
        asha.token,
      );
      expect(offline.status, JSON.stringify(offline.body)).toBe(200);
      expect((await detail()).splits.find((s) => s.splitId === part.id)?.payment).toMatchObject({
        state: "at_location",
        amount: part.total,
      });
      const taken = await jsonCall(t, "PUT", `/staff/orders/${orderId}/splits/${part.id}/payment`, undefined, {
        token: table.tokens.manager,
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect((await detail()).splits.find((s) => s.splitId === part.id)).toMatchObject({ state: "paid", paidAt: expect.any(String) });
    }
    expect(await detail()).toMatchObject({ state: "closed", due: 0 });
    const diners = await readTab(t, orderId, asha.token);
    expect(orderSchema.parse(diners.body).tab?.state, "the diner sees the bill closed").toBe("closed");
  });
});
