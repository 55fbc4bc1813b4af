/** Saved cards (spec §7): only the caller's own, never a card number, one per real card, usable to pay. */
import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { PaymentStatus, SANDBOX_TEST_CARDS, savedCardSchema } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedCards } from "../../db/schema/payments";
import {
  cardsOf,
  chargesOf,
  deleteCardCall,
  listCardsCall,
  orderOf,
  pay,
  placeTestOrder,
  saveCardCall,
  startCardTransaction,
  tokenize,
  transactionOf,
} from "../../test/payment-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const savedCardOf = (body: unknown) => savedCardSchema.strict().parse(body);

describe("POST /cards", () => {
  it("saves a card for the caller (201) with brand, expiry and last 4 only", async () => {
    const me = await signUpByOtp(t);
    const saved = await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken, { zipcode: "94103" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    // strict(): nothing beyond the contract (no number, fingerprint or processor payment method) is answered.
    const card = savedCardOf(saved.body);
    expect(card).toMatchObject({
      customerId: me.customerId,
      cardType: "Visa",
      lastFourDigits: "4242",
      expiryMonth: 12,
      expiryYear: 2034,
      zipcode: "94103",
    });
    expect(JSON.stringify(saved.body)).not.toContain(SANDBOX_TEST_CARDS.approved);
    const [row] = await t.database.db.select().from(savedCards).where(eq(savedCards.id, card.cardId));
    expect(row).toMatchObject({ last4: "4242", brand: "Visa" });
    expect(row!.paymentMethod).toMatch(/^pm_/);
    expect(JSON.stringify(row)).not.toContain(SANDBOX_TEST_CARDS.approved);
  });

  it("the same card saved twice is one card (the processor's fingerprint); another card is a second one", async () => {
    const me = await signUpByOtp(t);
    const first = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken)).body);
    const again = await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken);
    expect(again.status).toBe(201);
    expect(savedCardOf(again.body).cardId).toBe(first.cardId);
    const other = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approvedMastercard, me.accessToken)).body);
    expect(other).toMatchObject({ cardType: "Mastercard", lastFourDigits: "4444" });
    const listed = cardsOf(await listCardsCall(t, me.customerId, me.accessToken));
    expect(listed.map((c) => c.cardId).sort()).toEqual([first.cardId, other.cardId].sort());
  });

  it.each([
    ["declined by its issuer", SANDBOX_TEST_CARDS.declined, MESSAGES.cardDeclined],
    ["the card network could not check", SANDBOX_TEST_CARDS.gatewayError, MESSAGES.cardNotChecked],
  ])("a card %s is refused saying so (not 'Invalid Card Details'), and nothing is saved", async (_name, number, text) => {
    const me = await signUpByOtp(t);
    const refused = await saveCardCall(t, me.customerId, number, me.accessToken);
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(text);
    expect(cardsOf(await listCardsCall(t, me.customerId, me.accessToken))).toEqual([]);
  });

  it("an unknown or already used token is refused with 'Invalid Card Details'", async () => {
    const me = await signUpByOtp(t);
    const unknown = await encodedCall(
      t,
      "POST",
      "/cards",
      { customerId: me.customerId, cardToken: "tok_doesnotexist000" },
      { token: me.accessToken },
    );
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toBe(MESSAGES.cardInvalid);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const body = { customerId: me.customerId, cardToken };
    expect((await encodedCall(t, "POST", "/cards", body, { token: me.accessToken })).status).toBe(201);
    const reused = await encodedCall(t, "POST", "/cards", body, { token: me.accessToken });
    expect(reused.status).toBe(400);
    expect(messageOf(reused)).toBe(MESSAGES.cardInvalid);
  });

  it("saving for another customer is 403 and without sign-in 401", async () => {
    const me = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const forOther = await saveCardCall(t, other.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken);
    expect(forOther.status).toBe(403);
    expect((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved)).status).toBe(401);
    expect(cardsOf(await listCardsCall(t, other.customerId, other.accessToken))).toEqual([]);
  });
});

describe("GET and DELETE /cards", () => {
  it("lists only the caller's cards; another customer's list is 403, without sign-in 401", async () => {
    const me = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const mine = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken)).body);
    const theirs = savedCardOf((await saveCardCall(t, other.customerId, SANDBOX_TEST_CARDS.approved, other.accessToken)).body);
    expect(theirs.cardId).not.toBe(mine.cardId);
    expect(cardsOf(await listCardsCall(t, me.customerId, me.accessToken)).map((c) => c.cardId)).toEqual([mine.cardId]);
    expect((await listCardsCall(t, other.customerId, me.accessToken)).status).toBe(403);
    expect((await listCardsCall(t, me.customerId)).status).toBe(401);
  });

  it("deleting another customer's card is 403, an unknown one 404; deleting my own answers the cards left", async () => {
    const me = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const visa = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken)).body);
    const mastercard = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approvedMastercard, me.accessToken)).body);
    expect((await deleteCardCall(t, visa.cardId, other.accessToken)).status).toBe(403);
    expect((await deleteCardCall(t, visa.cardId)).status).toBe(401);
    expect((await deleteCardCall(t, randomUUID(), me.accessToken)).status).toBe(404);
    const left = await deleteCardCall(t, visa.cardId, me.accessToken);
    expect(left.status).toBe(200);
    expect(cardsOf(left).map((c) => c.cardId)).toEqual([mastercard.cardId]);
    expect(cardsOf(await listCardsCall(t, me.customerId, me.accessToken)).map((c) => c.cardId)).toEqual([mastercard.cardId]);
  });
});

describe("paying with saved cards", () => {
  it("a saved Visa authorizes my order (18) and collects; another customer's saved card is 403", async () => {
    const me = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const card = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken)).body);
    const theirs = savedCardOf((await saveCardCall(t, other.customerId, SANDBOX_TEST_CARDS.approvedMastercard, other.accessToken)).body);
    const order = await placeTestOrder(t, { token: me.accessToken });
    const started = await startCardTransaction(t, order.orderId, me.accessToken);

    const stolen = await pay(
      t,
      "authorize-payment",
      { transactionId: started.transactionId, cardId: theirs.cardId, idempotencyKey: randomUUID() },
      me.accessToken,
    );
    expect(stolen.status).toBe(403);
    expect(await chargesOf(t, started.transactionId)).toEqual([]);

    const authorized = transactionOf(
      await pay(
        t,
        "authorize-payment",
        { transactionId: started.transactionId, cardId: card.cardId, idempotencyKey: randomUUID() },
        me.accessToken,
      ),
    );
    expect(authorized).toMatchObject({
      state: "authorized",
      paymentStatus: PaymentStatus.Authorized,
      authorizedAmount: order.totals.total,
    });
    expect(authorized.card).toMatchObject({ brand: "Visa", last4: "4242" });
    const collected = transactionOf(
      await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, me.accessToken),
    );
    expect(collected.paymentStatus).toBe(PaymentStatus.Collected);
    expect((await orderOf(t, order.orderId, me.accessToken)).paymentStatus).toBe(19);
  });

  it("a saved card can pay again (it is not single use)", async () => {
    const me = await signUpByOtp(t);
    const card = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken)).body);
    for (let i = 0; i < 2; i++) {
      const order = await placeTestOrder(t, { token: me.accessToken });
      const started = await startCardTransaction(t, order.orderId, me.accessToken);
      const body = { transactionId: started.transactionId, cardId: card.cardId, idempotencyKey: randomUUID() };
      expect(transactionOf(await pay(t, "authorize-payment", body, me.accessToken)).state).toBe("authorized");
    }
  });

  it("a saved card without sign-in is 401, someone else's 403 and an unknown one 404", async () => {
    const me = await signUpByOtp(t);
    const card = savedCardOf((await saveCardCall(t, me.customerId, SANDBOX_TEST_CARDS.approved, me.accessToken)).body);
    const guestOrder = await placeTestOrder(t);
    const started = await startCardTransaction(t, guestOrder.orderId, guestOrder.token);
    const body = { transactionId: started.transactionId, cardId: card.cardId, idempotencyKey: randomUUID() };
    expect((await pay(t, "authorize-payment", body)).status).toBe(401);
    expect((await pay(t, "authorize-payment", body, guestOrder.token)).status).toBe(403);
    expect((await pay(t, "authorize-payment", { ...body, cardId: randomUUID() }, guestOrder.token)).status).toBe(404);
  });

  it("authorizing with saveCard:true saves the card for the signed-in payer, who sees it listed", async () => {
    const me = await signUpByOtp(t);
    const order = await placeTestOrder(t, { token: me.accessToken });
    const started = await startCardTransaction(t, order.orderId, me.accessToken);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approvedMastercard);
    const authorized = transactionOf(
      await pay(
        t,
        "v2/authorize",
        { transactionId: started.transactionId, cardToken, saveCard: true, idempotencyKey: randomUUID() },
        me.accessToken,
      ),
    );
    expect(authorized.state).toBe("authorized");
    const listed = cardsOf(await listCardsCall(t, me.customerId, me.accessToken));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ cardType: "Mastercard", lastFourDigits: "4444", customerId: me.customerId });
  });

  it("saveCard:true without an account is refused (a guest has no account to save to)", async () => {
    const order = await placeTestOrder(t);
    const started = await startCardTransaction(t, order.orderId, order.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    const refused = await pay(
      t,
      "v2/authorize",
      {
        transactionId: started.transactionId,
        cardToken,
        saveCard: true,
        idempotencyKey: randomUUID(),
      },
      order.token,
    );
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe("Sign up to save cards for next time");
    expect(await chargesOf(t, started.transactionId)).toEqual([]);
  });

  it("a guest session cannot save a card either", async () => {
    const guest = await signUpByOtp(t, { isGuestUser: true });
    const saved = await saveCardCall(t, guest.customerId, SANDBOX_TEST_CARDS.approved, guest.accessToken);
    expect(saved.status).toBe(403);
    expect(cardsOf(await listCardsCall(t, guest.customerId, guest.accessToken))).toEqual([]);
  });
});
