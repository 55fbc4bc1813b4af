import { describe, expect, it } from "vitest";
import { PAYMENT_KEYS_STORAGE_PREFIX, paymentKeyStore } from "./payment-keys";

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("paymentKeyStore", () => {
  it("keeps the same keys for the order across page loads", () => {
    const storage = window.sessionStorage;
    storage.clear();
    const first = paymentKeyStore("order-1", storage, counter()).get();
    const again = paymentKeyStore("order-1", storage, counter()).get();
    expect(again).toEqual(first);
    expect(storage.getItem(`${PAYMENT_KEYS_STORAGE_PREFIX}order-1`)).toBe(JSON.stringify(first));
    expect(paymentKeyStore("order-2", storage, () => "other").get().start).toBe("other");
  });

  it("gives a new card attempt new authorize and collect keys, and keeps the transaction's", () => {
    window.sessionStorage.clear();
    const store = paymentKeyStore("order-1", window.sessionStorage, counter());
    const before = store.get();
    const after = store.newAttempt();
    expect(after.start).toBe(before.start);
    expect(after.link).toBe(before.link);
    expect(after.authorize).not.toBe(before.authorize);
    expect(after.collect).not.toBe(before.collect);
    expect(paymentKeyStore("order-1", window.sessionStorage, counter()).get()).toEqual(after);
  });

  it("starts a new transaction, or renews one kind, with new keys", () => {
    const store = paymentKeyStore("order-3", null, counter());
    const before = store.get();
    const next = store.newTransaction();
    expect(next.start).not.toBe(before.start);
    expect(next.qr).toBe(before.qr);
    expect(store.renew("qr").qr).not.toBe(before.qr);
  });

  it("ignores stored keys that are not whole", () => {
    window.sessionStorage.setItem(`${PAYMENT_KEYS_STORAGE_PREFIX}order-4`, JSON.stringify({ start: "x" }));
    expect(paymentKeyStore("order-4", window.sessionStorage, () => "new").get().start).toBe("new");
  });
});
