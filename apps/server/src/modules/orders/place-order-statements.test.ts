/**
 * What placing an order asks of the database (issue 28): the reads that price and check it, one transaction that writes
 * it, its two feed rows and the guest's session. A new statement on this path is a cost every order pays: this test
 * makes adding one a decision.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { countStatements } from "../../test/statement-count";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let request: () => ReturnType<typeof orderRequest>;
beforeAll(async () => {
  t = await createTestApp();
  const [restaurant] = await openRestaurants(t, "pickup");
  const item = untrackedItem(await menuOf(t, restaurant!.id, "pickup"));
  request = () => orderRequest(restaurant!.id, [lineFor(item)]);
  // The first order of the process also looks whether the live feed is due for pruning.
  expect((await placeOrder(t, request())).status).toBe(201);
});
afterAll(() => t.close());

describe("placing a guest pickup order", () => {
  it("sends 15 statements, in one transaction", async () => {
    let status = 0;
    const count = await countStatements(t.database, async () => {
      status = (await placeOrder(t, request())).status;
    });
    expect(status).toBe(201);
    expect(count.transactions).toBe(1);
    expect(count.statements, count.statements.join("\n")).toHaveLength(15);
  });
});
