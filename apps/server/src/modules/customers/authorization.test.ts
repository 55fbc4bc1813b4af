/** The one rule of customer-scoped calls: a caller acts only on their own account (401 without a session, 403 for another). */
import { type UserDetail, userDetailSchema } from "@forkful/contracts/customers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations } from "../../db/schema/merchants";
import { encodedCall, jsonCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let me: Awaited<ReturnType<typeof signUpByOtp>>;
let victim: Awaited<ReturnType<typeof signUpByOtp>>;
let locationId: number;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUpByOtp(t, { fullName: "Curious Caller" });
  victim = await signUpByOtp(t, { fullName: "Victim Person", email: "victim@example.com" });
  [{ id: locationId }] = (await t.database.db.select({ id: merchantLocations.id }).from(merchantLocations).limit(1)) as [{ id: number }];
});
afterAll(() => t.close());

async function victimProfile(): Promise<UserDetail> {
  const answer = await encodedCall(t, "POST", "/customer/profile/v2", { id: victim.customerId }, { token: victim.accessToken });
  expect(answer.status).toBe(200);
  return userDetailSchema.parse(answer.body);
}

describe("customer-scoped calls", () => {
  it("answer 401 without a session, whatever the body", async () => {
    const calls = [
      () => encodedCall(t, "POST", "/customer/profile/v2", { id: victim.customerId }),
      () => encodedCall(t, "POST", "/customer/profile/v2", { id: "not-a-uuid" }),
      () => encodedCall(t, "PUT", "/customer/profile/v2", { customerId: victim.customerId, isPromoSubscribed: true }),
      () => encodedCall(t, "PUT", "/customer/profile/v2", {}),
      () => jsonCall(t, "PUT", "/api/v2/customers", { customerId: victim.customerId, fullName: "Taken Over" }),
      () => jsonCall(t, "PUT", "/api/v2/customers", { fullName: 1 }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(401);
      expect(messageOf(answer)).toBe("Sign in to continue");
    }
  });

  it("answer 403 when the caller names another customer, and change nothing", async () => {
    const before = await victimProfile();
    const calls = [
      () => encodedCall(t, "POST", "/customer/profile/v2", { id: victim.customerId }, { token: me.accessToken }),
      () =>
        encodedCall(
          t,
          "PUT",
          "/customer/profile/v2",
          { customerId: victim.customerId, isPromoSubscribed: true },
          { token: me.accessToken },
        ),
      () =>
        encodedCall(
          t,
          "PUT",
          "/customer/profile/v2",
          { customerId: victim.customerId, customerLocation: { address: "1 Evil St", lat: 0, lng: 0 } },
          { token: me.accessToken },
        ),
      () => jsonCall(t, "PUT", "/api/v2/customers", { customerId: victim.customerId, fullName: "Taken Over" }, { token: me.accessToken }),
      () => jsonCall(t, "PUT", "/api/v2/customers", { customerId: victim.customerId, password: "Taken-over-1" }, { token: me.accessToken }),
      // Another customer's id inside the favourite request, with the caller's own id outside.
      () =>
        encodedCall(
          t,
          "PUT",
          "/customer/profile/v2",
          { customerId: me.customerId, favoriteMerchantLocationRequest: { customerId: victim.customerId, locationId } },
          { token: me.accessToken },
        ),
      () =>
        encodedCall(
          t,
          "PUT",
          "/customer/profile/v2",
          { customerId: victim.customerId, favoriteMerchantLocationRequest: { customerId: me.customerId, locationId } },
          { token: me.accessToken },
        ),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(403);
      expect(messageOf(answer)).toBe("You can only act on your own account");
      expect(JSON.stringify(answer.body)).not.toContain("victim@example.com");
    }
    expect(await victimProfile()).toEqual(before);
    const mine = await encodedCall(t, "POST", "/customer/profile/v2", { id: me.customerId }, { token: me.accessToken });
    expect(userDetailSchema.parse(mine.body).favRestaurants).toEqual([]);
  });

  it("let a guest session act on its own profile only", async () => {
    const guest = await signUpByOtp(t, { isGuestUser: true, fullName: "Guest Caller" });
    const own = await encodedCall(t, "POST", "/customer/profile/v2", { id: guest.customerId }, { token: guest.accessToken });
    expect(own.status).toBe(200);
    expect(userDetailSchema.parse(own.body).isGuestUser).toBe(true);
    const other = await encodedCall(t, "POST", "/customer/profile/v2", { id: victim.customerId }, { token: guest.accessToken });
    expect(other.status).toBe(403);
  });

  it("leave the public calls open", async () => {
    expect((await t.get("/customer/getCountry/v2")).status).toBe(200);
  });
});
