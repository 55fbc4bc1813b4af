import { describe, expect, it } from "vitest";
import { ForbiddenError, UnauthorizedError } from "../lib/domain-errors";
import { actingCustomer, assertOwner, type Caller, isOwner } from "./caller";

const diner: Caller = { customerId: "c-1", kind: "customer" };

describe("the caller rule", () => {
  it("acts for the caller: their own id, or none given", () => {
    expect(actingCustomer(diner, "c-1")).toBe("c-1");
    expect(actingCustomer(diner, undefined)).toBe("c-1");
    expect(actingCustomer(null, undefined)).toBeNull();
  });

  it("refuses to act for someone else: 401 when anonymous, 403 when signed in as another", () => {
    expect(() => actingCustomer(null, "c-2")).toThrow(UnauthorizedError);
    expect(() => actingCustomer(diner, "c-2")).toThrow(new ForbiddenError("You can only order for your own account"));
  });

  it("lets only the owner touch what a customer owns: nobody touches an order without an owner", () => {
    expect(() => assertOwner("c-1", diner)).not.toThrow();
    expect(() => assertOwner(null, null)).toThrow(UnauthorizedError);
    expect(() => assertOwner(null, diner)).toThrow(new ForbiddenError("This order belongs to another account"));
    expect(() => assertOwner("c-1", null)).toThrow(UnauthorizedError);
    expect(() => assertOwner("c-2", diner, "This card belongs to another account")).toThrow("This card belongs to another account");
  });

  it("tells an owner from everyone else, for reads that show others less", () => {
    expect(isOwner("c-1", diner)).toBe(true);
    expect(isOwner("c-2", diner)).toBe(false);
    expect(isOwner(null, diner)).toBe(false);
    expect(isOwner("c-1", null)).toBe(false);
  });
});
