/**
 * A card's expiry is a month 1–12 and a year from this month to CARD_EXPIRY_MAX_YEARS_AHEAD ahead: the card form's
 * tokenization, saving a card and the processor's callbacks refuse anything else with a 400, never a 500.
 */
import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { CARD_EXPIRY_TEXTS, cardExpiryProblem, SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payments, savedCards } from "../../db/schema/payments";
import { sandboxTokens } from "../../db/schema/sandbox-processor";
import { signCallback } from "../../integrations/payments/payment-processor";
import { BadRequestError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { createPaymentsTestApp, pay, placeTestOrder, postCallback, startCardTransaction, transactionOf } from "../../test/payment-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { TEST_NOW, type TestApp } from "../../test/test-app";
import { type CardsDeps, saveCard } from "./cards";

let t: TestApp;
let secret: string;
beforeAll(async () => {
  ({ t, callbackSecret: secret } = await createPaymentsTestApp());
});
afterAll(() => t.close());

const tokenizeCall = (expiry: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/sandbox-processor/tokens",
    payload: { number: SANDBOX_TEST_CARDS.approved, cvc: "123", ...expiry },
  });

describe("cardExpiryProblem (TEST_NOW is November 2026)", () => {
  it.each([
    [11, 2026, null],
    [12, 2046, null],
    [10, 2026, CARD_EXPIRY_TEXTS.expired],
    [12, 2025, CARD_EXPIRY_TEXTS.expired],
    [1, 2047, CARD_EXPIRY_TEXTS.invalid],
    [0, 2030, CARD_EXPIRY_TEXTS.invalid],
    [13, 2030, CARD_EXPIRY_TEXTS.invalid],
    [1.5, 2030, CARD_EXPIRY_TEXTS.invalid],
    [6, 30, CARD_EXPIRY_TEXTS.invalid],
    [6, -1e15, CARD_EXPIRY_TEXTS.invalid],
    [6, Number.NaN, CARD_EXPIRY_TEXTS.invalid],
  ])("%d/%d: %s", (month, year, problem) => {
    expect(cardExpiryProblem(month, year, TEST_NOW)).toBe(problem);
  });
});

describe("the card form's tokenization", () => {
  it.each([
    [{ expMonth: 13, expYear: 2030 }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 0, expYear: 2030 }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 6, expYear: -1e15 }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 6, expYear: 1e15 }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 6, expYear: 2030.5 }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 6, expYear: "2030" }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 6 }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 12, expYear: 2047 }, CARD_EXPIRY_TEXTS.invalid],
    [{ expMonth: 10, expYear: 2026 }, CARD_EXPIRY_TEXTS.expired],
  ])("refuses %o with a 400 on the expiry field", async (expiry, message) => {
    const answer = await tokenizeCall(expiry);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ message, field: "expiry" });
  });

  it("takes this month and 20 years ahead", async () => {
    expect((await tokenizeCall({ expMonth: 11, expYear: 2026 })).statusCode).toBe(200);
    expect((await tokenizeCall({ expMonth: 12, expYear: 2046 })).statusCode).toBe(200);
  });
});

describe("a card whose token outlived its expiry", () => {
  /** A token the processor issued years ago, for a card that has expired since. */
  async function expiredToken(): Promise<string> {
    const token = `tok_${randomUUID().replaceAll("-", "")}`;
    await t.database.db.insert(sandboxTokens).values({
      token,
      scenario: "approved",
      brand: "Visa",
      last4: "4242",
      expMonth: 3,
      expYear: 2024,
      fingerprint: randomUUID(),
      usedAt: null,
      createdAt: new Date("2023-01-01T00:00:00Z"),
    });
    return token;
  }

  it("is not saved (400) and is declined when it pays", async () => {
    const me = await signUpByOtp(t);
    const cardToken = await expiredToken();
    const saved = await encodedCall(t, "POST", "/cards", { customerId: me.customerId, cardToken }, { token: me.accessToken });
    expect(saved.status).toBe(400);
    expect(messageOf(saved)).toBe(MESSAGES.cardInvalid);
    expect(await t.database.db.select().from(savedCards).where(eq(savedCards.customerId, me.customerId))).toEqual([]);

    const order = await placeTestOrder(t, { token: me.accessToken });
    const started = await startCardTransaction(t, order.orderId, me.accessToken);
    const answer = await pay(
      t,
      "v2/authorize",
      { transactionId: started.transactionId, cardToken: await expiredToken(), idempotencyKey: randomUUID() },
      me.accessToken,
    );
    expect(transactionOf(answer)).toMatchObject({ state: "declined", authorizedAmount: 0 });
  });
});

describe("saving a card the processor reports with an absurd expiry", () => {
  it.each([
    [2020, CARD_EXPIRY_TEXTS.expired],
    [2147483648, CARD_EXPIRY_TEXTS.invalid],
  ])("expYear %d is a 400 (%s) and nothing is saved", async (expYear, message) => {
    const saveCardRow = vi.fn();
    const deps = {
      cards: { saveCard: saveCardRow },
      processor: {
        saveCard: async () => ({
          ok: true as const,
          paymentMethod: "pm_x",
          card: { brand: "Visa", last4: "4242", expMonth: 1, expYear, fingerprint: "f" },
        }),
      },
      clock: () => TEST_NOW,
    } as unknown as CardsDeps;
    const caller: Caller = { kind: "customer", customerId: randomUUID() };
    const saving = saveCard(deps, { customerId: caller.customerId, cardToken: "tok_abcdefgh" }, caller);
    await expect(saving).rejects.toThrow(new BadRequestError(message));
    expect(saveCardRow).not.toHaveBeenCalled();
  });
});

describe("a signed callback naming a card expiry no card has", () => {
  it("is 400 and the payment keeps no card", async () => {
    const me = await signUpByOtp(t);
    const order = await placeTestOrder(t, { token: me.accessToken });
    const started = await startCardTransaction(t, order.orderId, me.accessToken);
    const body = JSON.stringify({
      type: "authorization.succeeded",
      reference: started.transactionId,
      processorRef: "ch_0123456789abcdef01234567",
      amount: order.totals.total,
      currency: "USD",
      card: { brand: "Visa", last4: "4242", expMonth: 12, expYear: 2147483648 },
      paymentMethod: "card",
    });
    const answer = await postCallback(t, body, signCallback(secret, body, TEST_NOW));
    expect(answer.statusCode, answer.body).toBe(400);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, started.transactionId));
    expect(row!.cardExpYear).toBeNull();
  });
});
