/**
 * A guest who ordered signed out makes an account from the profile (Account → Profile → Create an account → code):
 * the code is checked with the guest's session, so the order comes into the account and My Orders lists it. Against a
 * fetch that answers like the API: the order is the account's only when the code came with the guest's live session.
 */

import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import type { Order } from "@forkful/contracts/orders";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authThrottle } from "../features/auth/lib/auth-throttle";
import { authStore } from "../features/auth/stores/session-store";
import { signInSheetStore } from "../features/auth/stores/sign-in-sheet-store";
import { restaurantFixture } from "../shared/testing/fixtures";
import { orderFixture } from "../shared/testing/order-fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

const GUEST = "5d1c3e2a-0f4b-4c8e-9a7d-1b2c3d4e5f60";
const ACCOUNT = "0b6b3c3e-7f7a-4a8e-9d7e-2f1b8c9d0e1f";
const base64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
/** The guest's access token: a JWT whose 15 minutes ran out while the diner waited for the food. */
const EXPIRED_GUEST_TOKEN = `${base64url({ alg: "HS256" })}.${base64url({ sub: GUEST, kind: "guest", exp: 1_700_000_000 })}.signature`;
const RENEWED_GUEST_TOKEN = "guest-access-2";
const accountTokens = {
  accessToken: "account-access-1",
  refreshToken: "account-refresh-0123456789abcdef",
  accessTokenExpiresAt: "2030-01-01T00:00:00Z",
};
const json = (body: unknown, status = 200) => ({ status, body });
const profileOf = (customerId: string, isGuestUser: boolean) => ({
  userId: customerId,
  userName: null,
  fullName: "Asha Guest",
  email: null,
  phoneNumber: isGuestUser ? null : "+14155550142",
  tableBooking: [],
  favRestaurants: [],
  favItems: [],
  userLocationDetails: [],
  isPromoSubscribed: false,
  walletAmount: 0,
  isGuestUser,
  hasPassword: false,
});

const { sent, install } = fakeApi();
const restaurant = restaurantFixture({ open: 1 });
const guestsOrder: Order = { ...orderFixture(restaurant), orderNumber: "1042", customerId: ACCOUNT };
/** Whether the code was checked with the guest's live session: only then does the server bring the order along. */
let carried = false;
const lastAuthorization = () => sent.at(-1)?.authorization ?? null;

beforeEach(() => {
  carried = false;
  install({
    "/customer/profile/v2": () => ok(profileOf(authStore.getState().user?.customerId ?? GUEST, !authStore.getState().signedIn)),
    "/customer/token/v2": () =>
      ok({
        accessToken: RENEWED_GUEST_TOKEN,
        refreshToken: "guest-refresh-2-0123456789abcdef",
        accessTokenExpiresAt: "2030-01-01T00:00:00Z",
      }),
    "/api/v2/customers/auth/request-otp": () => json({ sent: true, resendAfterSeconds: 30 }),
    "/api/v2/customers/auth/verify-otp": (payload) => {
      if (!(payload as { fullName?: string }).fullName) return fail(409, AUTH_TEXTS.fullNameRequired, "FULL_NAME_REQUIRED");
      carried = lastAuthorization() === `Bearer ${RENEWED_GUEST_TOKEN}`;
      const customerDetails = { ...profileOf(ACCOUNT, false), customerId: ACCOUNT, mobilePhone: "+14155550142" };
      return json({ ...accountTokens, customerDetails });
    },
    "/order/filter/orders/v2": () => ok({ content: carried ? [guestsOrder] : [], totalElements: carried ? 1 : 0, page: 0, size: 1000 }),
  });
  localStorage.clear();
  authStore.getState().endSession();
  authThrottle.reset();
  signInSheetStore.getState().close();
  authStore.getState().signInAsGuest(
    {
      customerId: GUEST,
      accessToken: EXPIRED_GUEST_TOKEN,
      refreshToken: "guest-refresh-0123456789abcdef",
      name: "Asha Guest",
      mobilePhone: null,
      email: null,
    },
    { fullName: "Asha Guest", mobile: "+14155550142", email: "", adultSize: 0, kidzSize: 0 },
  );
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("a guest who makes an account from the profile", () => {
  it("checks the code with the guest's session, renewed first, and then finds the guest's order in My Orders", async () => {
    const router = renderRouter(routes, "/account/Profile", Providers);
    // The lazy pages load on first use: more than the default second on a busy machine.
    fireEvent.click(await screen.findByRole("button", { name: "Create an account" }, { timeout: 10_000 }));
    const sheet = await screen.findByRole("dialog", { name: "Sign in" }, { timeout: 5_000 });
    fireEvent.change(within(sheet).getByRole("textbox", { name: "Mobile number" }), { target: { value: "415 555 0142" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Send code" }));
    fireEvent.change(await within(sheet).findByLabelText("6-digit code"), { target: { value: "123456" } });
    // The sheet starts from the name the guest gave with the order, so the code check creates the account at once.
    fireEvent.click(within(sheet).getByRole("button", { name: "Verify and sign in" }));
    await screen.findByRole("link", { name: "Account: Asha Guest" });

    const checks = sent.filter((s) => s.path === "/api/v2/customers/auth/verify-otp");
    expect(checks.map((s) => s.authorization)).toEqual([`Bearer ${RENEWED_GUEST_TOKEN}`]);
    expect(checks.map((s) => (s.payload as { fullName?: string }).fullName)).toEqual(["Asha Guest"]);
    expect(sent.filter((s) => s.path === "/customer/token/v2")).toHaveLength(1);

    await act(() => router.navigate("/account/MyOrders"));
    const card = await screen.findByRole("article", { name: `Order 1042 at ${restaurant.branchName}` }, { timeout: 10_000 });
    expect(card.textContent).toContain("1042");
    expect(screen.queryByText("No orders yet")).toBeNull();
  });
});
