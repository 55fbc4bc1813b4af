/** JWT_SECRET rotated: sessions signed with the old secret go on while it is listed as a previous one (decision 045). */
import { authTokensSchema } from "@forkful/contracts/auth";
import { decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyIdOf } from "../../lib/access-token";
import { encodedCall, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const oldSecret = "the-secret-before-rotation-0123456789ab";
const newSecret = "the-secret-after-rotation-0123456789abc";

let before: TestApp;
let rotated: TestApp;
let dropped: TestApp;
beforeAll(async () => {
  before = await createTestApp({ secret: oldSecret });
  // Instances started after the rotation, on the same database.
  rotated = await createTestApp({ secret: newSecret, previousSecrets: [oldSecret], database: before.database });
  dropped = await createTestApp({ secret: newSecret, database: before.database });
});
afterAll(async () => {
  await dropped.close();
  await rotated.close();
  await before.close();
});

const profile = (t: TestApp, customerId: string, token: string) =>
  encodedCall(t, "POST", "/customer/profile/v2", { id: customerId }, { token });

describe("a rotated JWT_SECRET", () => {
  it("keeps a diner signed in with a token of the old secret, and signs new tokens with the new one", async () => {
    const diner = await signUpByOtp(before);
    expect(decodeProtectedHeader(diner.accessToken).kid).toBe(keyIdOf(oldSecret));
    expect((await profile(rotated, diner.customerId, diner.accessToken)).status).toBe(200);

    const renewed = authTokensSchema.parse(
      (await encodedCall(rotated, "POST", "/customer/token/v2", { refreshToken: diner.refreshToken })).body,
    );
    expect(decodeProtectedHeader(renewed.accessToken).kid).toBe(keyIdOf(newSecret));
    expect((await profile(rotated, diner.customerId, renewed.accessToken)).status).toBe(200);
    // An instance not yet rotated does not know the new key.
    expect((await profile(before, diner.customerId, renewed.accessToken)).status).toBe(401);
  });

  it("refuses the old secret's tokens once it is dropped, while the session's refresh token still renews it", async () => {
    const diner = await signUpByOtp(before);
    expect((await profile(dropped, diner.customerId, diner.accessToken)).status).toBe(401);
    const renewed = await encodedCall(dropped, "POST", "/customer/token/v2", { refreshToken: diner.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await profile(dropped, diner.customerId, authTokensSchema.parse(renewed.body).accessToken)).status).toBe(200);
  });
});
