/** A card number or CVC never reaches Forkful's database or its logs, even at trace level: only brand, expiry and last 4. */

import { randomUUID } from "node:crypto";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureOutput } from "../../test/capture-output";
import {
  createPaymentsTestApp,
  pay,
  payLink,
  placeTestOrder,
  saveCardCall,
  startCardTransaction,
  tokenize,
  transactionOf,
} from "../../test/payment-test-kit";
import { signUpByOtp } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

const NUMBER = SANDBOX_TEST_CARDS.approved;
const SPACED = "4242 4242 4242 4242";
const CVC = "737";
let logged: string[] = [];
let t: TestApp;

beforeAll(async () => {
  logged = captureOutput().lines;
  ({ t } = await createPaymentsTestApp({ logLevel: "trace" }));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** Every row of every table outside PostgreSQL's own schemas, as JSON, per table. */
async function dumpDatabase(): Promise<Record<string, string>> {
  const tables = await t.database.db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const dump: Record<string, string> = {};
  for (const { schema, name } of tables.rows) {
    const rows = await t.database.db.execute(sql.raw(`select * from "${schema}"."${name}"`));
    dump[`${schema}.${name}`] = JSON.stringify(rows.rows);
  }
  return dump;
}

describe("card data", () => {
  it("is in no table and no log line after saving and paying with a card", async () => {
    const me = await signUpByOtp(t);
    // Saved on its own, then saved while paying, then used to pay a payment link.
    expect((await saveCardCall(t, me.customerId, NUMBER, me.accessToken, { zipcode: "94103" })).status).toBe(201);
    const order = await placeTestOrder(t, { token: me.accessToken });
    const started = await startCardTransaction(t, order.orderId, me.accessToken);
    const cardToken = await tokenize(t, NUMBER, { expMonth: 12, expYear: 2034 }, CVC);
    const authorized = transactionOf(
      await pay(
        t,
        "v2/authorize",
        { transactionId: started.transactionId, cardToken, saveCard: true, idempotencyKey: randomUUID() },
        me.accessToken,
      ),
    );
    expect(authorized.state).toBe("authorized");
    expect(
      transactionOf(await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, me.accessToken))
        .state,
    ).toMatch(/^collect/);
    const linkOrder = await placeTestOrder(t);
    const link = transactionOf(
      await pay(
        t,
        "initiatePayment",
        { orderId: linkOrder.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() },
        linkOrder.token,
      ),
    );
    expect((await payLink(t, link.paymentLink!.url, NUMBER)).paid).toBe(true);
    // Refused card details (the number as typed with spaces, a wrong CVC) and a card the processor answers badly.
    const spaced = await t.app.inject({
      method: "POST",
      url: "/sandbox-processor/tokens",
      payload: { number: SPACED, expMonth: 12, expYear: 2034, cvc: CVC },
    });
    expect(spaced.statusCode).toBe(400);
    const badCvc = await t.app.inject({
      method: "POST",
      url: "/sandbox-processor/tokens",
      payload: { number: NUMBER, expMonth: 12, expYear: 2034, cvc: "7x" },
    });
    expect(badCvc.statusCode).toBe(400);
    const appErrorOrder = await placeTestOrder(t);
    const appError = await startCardTransaction(t, appErrorOrder.orderId, appErrorOrder.token);
    const appErrorToken = await tokenize(t, SANDBOX_TEST_CARDS.appError, undefined, CVC);
    expect(
      transactionOf(
        await pay(
          t,
          "v2/authorize",
          { transactionId: appError.transactionId, cardToken: appErrorToken, idempotencyKey: randomUUID() },
          appErrorOrder.token,
        ),
      ).state,
    ).toBe("app_error");

    const dump = await dumpDatabase();
    // The scan is real: the tables are there and the card's last 4 is kept where it belongs.
    expect(Object.keys(dump)).toEqual(
      expect.arrayContaining(["public.saved_cards", "public.payments", "public.sandbox_tokens", "public.payment_events"]),
    );
    expect(dump["public.saved_cards"]).toContain('"last4":"4242"');
    expect(dump["public.payments"]).toContain('"card_last4":"4242"');
    for (const [table, text] of Object.entries(dump)) {
      expect(text, table).not.toContain(NUMBER);
      expect(text, table).not.toContain(SPACED);
      expect(text, table).not.toContain('"cvc"');
      expect(text, table).not.toContain(`"${CVC}"`);
      expect(text, table).not.toContain(SANDBOX_TEST_CARDS.appError);
    }

    const logText = logged.join("");
    // The capture is real: requests, including the card form's, were logged at trace level.
    expect(logText).toContain("/sandbox-processor/tokens");
    expect(logText).toContain("/payment/v2/authorize");
    expect(logText).toContain("card processor answer could not be used");
    expect(logText).not.toContain(NUMBER);
    expect(logText).not.toContain(SPACED);
    expect(logText).not.toContain("4242424242");
    expect(logText).not.toContain('"cvc"');
    expect(logText).not.toContain(`"${CVC}"`);
    expect(logText).not.toContain(SANDBOX_TEST_CARDS.appError);
  });
});
