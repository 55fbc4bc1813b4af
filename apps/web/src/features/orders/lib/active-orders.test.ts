import { ACTIVE_ORDER_TTL_MS } from "@forkful/contracts/constants";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { activeOrders, forgetActiveOrder, rememberActiveOrder } from "./active-orders";

const order = (orderId: string) => ({ orderId, orderNumber: "1001", merchantType: "cafe", locationSlug: "udupi-leaf-cafe-malleshwaram" });
const T0 = 1_800_000_000_000;

beforeEach(() => window.localStorage.clear());

describe("active orders", () => {
  it("keeps a placed order with its expiry time one hour on, under its one key", () => {
    rememberActiveOrder(order("a"), T0);
    expect(activeOrders(T0)).toEqual([{ ...order("a"), expiryTime: T0 + ACTIVE_ORDER_TTL_MS }]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.activeOrders)!)).toHaveLength(1);
  });

  it("prunes expired entries when read", () => {
    rememberActiveOrder(order("a"), T0);
    rememberActiveOrder(order("b"), T0 + 30 * 60_000);
    expect(activeOrders(T0 + ACTIVE_ORDER_TTL_MS - 1).map((o) => o.orderId)).toEqual(["a", "b"]);
    expect(activeOrders(T0 + ACTIVE_ORDER_TTL_MS).map((o) => o.orderId)).toEqual(["b"]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.activeOrders)!).map((o: { orderId: string }) => o.orderId)).toEqual(["b"]);
    expect(activeOrders(T0 + 2 * ACTIVE_ORDER_TTL_MS)).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.activeOrders)).toBeNull();
  });

  it("keeps one entry per order, renewed when it is remembered again", () => {
    rememberActiveOrder(order("a"), T0);
    rememberActiveOrder(order("a"), T0 + 1000);
    expect(activeOrders(T0 + 1000)).toEqual([{ ...order("a"), expiryTime: T0 + 1000 + ACTIVE_ORDER_TTL_MS }]);
  });

  it("forgets an order that is over, and ignores unreadable storage", () => {
    rememberActiveOrder(order("a"), T0);
    forgetActiveOrder("a");
    expect(activeOrders(T0)).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.activeOrders, "{oops");
    expect(activeOrders(T0)).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.activeOrders, JSON.stringify([{ orderId: 4 }, { orderId: "ok", expiryTime: T0 + 5 }]));
    expect(activeOrders(T0).map((o) => o.orderId)).toEqual(["ok"]);
  });
});
