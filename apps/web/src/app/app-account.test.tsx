/** Sign-in and the account through the whole app (route table, providers, session), against a fetch that answers like the API. */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { decodePayload, encodeAnswer } from "@forkful/contracts/envelope";
import { MESSAGES } from "@forkful/contracts/messages";
import type { RefusalCode } from "@forkful/contracts/refusals";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authThrottle } from "../features/auth/lib/auth-throttle";
import { authStore } from "../features/auth/stores/session-store";
import { signInSheetStore } from "../features/auth/stores/sign-in-sheet-store";
import { signInPrefill } from "../shared/lib/sign-in-prefill";
import { STORAGE_KEYS } from "../shared/lib/storage-keys";
import { expectShown } from "../shared/testing/expect-shown";
import { findAnswerFixture, restaurantFixture } from "../shared/testing/fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

type Reply = { status: number; body: unknown };
type Handler = (payload: unknown, init: RequestInit | undefined) => Reply;
let handlers: Record<string, Handler> = {};
const calls: string[] = [];

const ok = (data: unknown) => ({ status: 200, body: encodeAnswer(data) });
const okJson = (data: unknown) => ({ status: 200, body: data });
const fail = (status: number, message: string, code?: RefusalCode) => ({
  status,
  body: { statusCode: status, error: "Error", message, code },
});
const tokens = { accessToken: "access-1", refreshToken: "refresh-1-0123456789abcdef", accessTokenExpiresAt: "2030-01-01T00:00:00Z" };
const ada = { userId: "c-ada", id: "c-ada", name: "Ada Lovelace", mobilePhone: "+14155550123", email: null, ...tokens };
const profile = {
  userId: "c-ada",
  userName: null,
  fullName: "Ada Lovelace",
  email: null,
  phoneNumber: "+14155550123",
  tableBooking: [],
  favRestaurants: [],
  favItems: [],
  userLocationDetails: [],
  isPromoSubscribed: false,
  walletAmount: 1250,
  isGuestUser: false,
  hasPassword: false,
};

beforeEach(() => {
  handlers = {
    "/customer/findMerchant/v2": () => ok(findAnswerFixture([restaurantFixture()])),
    "/customer/getCountry/v2": () =>
      ok({
        countries: [
          { countryCode: "+1", iso: "US", name: "United States", flag: "🇺🇸" },
          { countryCode: "+91", iso: "IND", name: "India", flag: "🇮🇳" },
        ],
        defaultCountryCode: "+1",
      }),
  };
  calls.length = 0;
  localStorage.clear();
  authStore.getState().endSession();
  authThrottle.reset();
  signInSheetStore.getState().close();
  signInPrefill.set(null);
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace("/data-services", "").split("?")[0]!;
      calls.push(path);
      const handler = handlers[path];
      if (!handler) return new Response(JSON.stringify({ statusCode: 404, error: "Not Found", message: path }), { status: 404 });
      const body = init?.body ? (JSON.parse(String(init.body)) as { data?: string }) : undefined;
      const payload = body && typeof body.data === "string" ? decodePayload(body.data) : body;
      const { status, body: answer } = handler(payload, init);
      return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderAt = (path: string) => renderRouter(routes, path, Providers);

async function openSheet() {
  fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
  // The sheet's code loads when it first opens: more than the default second on a busy machine.
  return screen.findByRole("dialog", { name: "Sign in" }, { timeout: 5_000 });
}

describe("password sign-in", () => {
  it("refuses wrong credentials with the §8 text, holds a second start inside 5 s on its button and sends it then", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    handlers["/customer/login/v2"] = () => (++attempts === 1 ? fail(401, "Invalid Username or Password") : ok(ada));
    const router = renderAt("/homepage");
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole("tab", { name: "Password" }));
    fireEvent.change(within(sheet).getByLabelText("Username, email or mobile number"), { target: { value: "4155550123" } });
    fireEvent.change(within(sheet).getByLabelText("Password", { selector: "input" }), { target: { value: "secret-password-1" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Sign in" }));
    expect((await within(sheet).findByRole("alert")).textContent).toBe(MESSAGES.signInNoUser);

    fireEvent.click(within(sheet).getByRole("button", { name: "Sign in" }));
    // One message at a time: the old error goes, and the button says how long until the attempt is sent.
    const waiting = (await within(sheet).findByRole("button", { name: /^Sending in [1-5] s…$/ })) as HTMLButtonElement;
    expect(within(sheet).queryByRole("alert")).toBeNull();
    expect(waiting.disabled).toBe(true);
    expect(within(sheet).queryByText(MESSAGES.startThrottled)).toBeNull();
    expect(calls.filter((c) => c === "/customer/login/v2")).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(START_THROTTLE_MS.auth);
    });
    expect((await screen.findByRole("link", { name: "Account: Ada Lovelace" })).textContent).toContain("AL");
    expect(screen.queryByRole("dialog", { name: "Sign in" })).toBeNull();
    expect(router.state.location.pathname).toBe("/homepage");
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe("c-ada");
    expect(authStore.getState().signedIn).toBe(true);
  });

  it("shows 'Failed to SignIn, Please Try Again' when the sign-in fails otherwise", async () => {
    handlers["/customer/login/v2"] = () => fail(500, "Something went wrong on our side. Please try again.");
    renderAt("/homepage");
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole("tab", { name: "Password" }));
    fireEvent.change(within(sheet).getByLabelText("Username, email or mobile number"), { target: { value: "ada" } });
    fireEvent.change(within(sheet).getByLabelText("Password", { selector: "input" }), { target: { value: "secret-password-1" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Sign in" }));
    expect((await within(sheet).findByRole("alert")).textContent).toBe(MESSAGES.signInFailed);
  });
});

describe("code sign-in", () => {
  it("asks for a name only once the right code shows the number is new, then sends the same code with it", async () => {
    const requested: unknown[] = [];
    const verified: unknown[] = [];
    handlers["/api/v2/customers/auth/request-otp"] = (payload) => {
      requested.push(payload);
      return okJson({ sent: true, resendAfterSeconds: 30 });
    };
    handlers["/api/v2/customers/auth/verify-otp"] = (payload) => {
      verified.push(payload);
      return verified.length === 1 ? fail(409, AUTH_TEXTS.fullNameRequired, "FULL_NAME_REQUIRED") : fail(400, AUTH_TEXTS.invalidOtp);
    };
    renderAt("/homepage");
    const sheet = await openSheet();
    fireEvent.change(within(sheet).getByRole("textbox", { name: "Mobile number" }), { target: { value: "+91 98765 43210" } });
    expect((within(sheet).getByLabelText("Country code") as HTMLSelectElement).value).toBe("+91");
    fireEvent.click(within(sheet).getByRole("button", { name: "Send code" }));
    // The code request says nothing about the number: the step asks for the code alone.
    expect((await within(sheet).findByText(/Enter the code we sent to/)).textContent).toBe(
      "Enter the code we sent to +91 98765 43210. Change number",
    );
    expect(within(sheet).queryByLabelText("Full name")).toBeNull();
    expect(requested).toEqual([{ mobilePhone: "+919876543210", countryCode: "+91", purpose: "login" }]);

    fireEvent.change(within(sheet).getByLabelText("6-digit code"), { target: { value: "12a3456" } });
    expect((within(sheet).getByLabelText("6-digit code") as HTMLInputElement).value).toBe("123456");
    fireEvent.click(within(sheet).getByRole("button", { name: "Verify and sign in" }));
    // The right code of a new number: the same step asks for a name, keeping the code.
    expect((await within(sheet).findByText("New here? Create your account")).tagName).toBe("LEGEND");
    expect(document.activeElement).toBe(within(sheet).getByLabelText("Full name"));
    expect(within(sheet).getByRole("alert").textContent).toContain(AUTH_TEXTS.fullNameRequired);
    expect((within(sheet).getByLabelText("6-digit code") as HTMLInputElement).value).toBe("123456");

    fireEvent.change(within(sheet).getByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Create account" }));
    const alert = await within(sheet).findByText(AUTH_TEXTS.invalidOtp, { exact: false });
    expect(alert.closest("[role=alert]")?.textContent).toContain(MESSAGES.otpFailed);
    expect(verified).toEqual([
      { mobilePhone: "+919876543210", countryCode: "+91", otp: "123456" },
      { mobilePhone: "+919876543210", countryCode: "+91", otp: "123456", fullName: "Ada Lovelace" },
    ]);
  });

  it("checks a second wrong code typed inside 5 s once the wait ends, showing one message at a time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const verified: unknown[] = [];
    handlers["/api/v2/customers/auth/request-otp"] = () => okJson({ sent: true, resendAfterSeconds: 30 });
    handlers["/api/v2/customers/auth/verify-otp"] = (payload) => {
      verified.push(payload);
      return fail(400, AUTH_TEXTS.invalidOtp);
    };
    renderAt("/homepage");
    const sheet = await openSheet();
    fireEvent.change(within(sheet).getByRole("textbox", { name: "Mobile number" }), { target: { value: "415 555 0123" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Send code" }));
    const codeField = await within(sheet).findByLabelText("6-digit code");
    fireEvent.change(codeField, { target: { value: "111111" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Verify and sign in" }));
    await within(sheet).findByText(AUTH_TEXTS.invalidOtp, { exact: false });

    fireEvent.change(codeField, { target: { value: "222222" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Verify and sign in" }));
    const waiting = (await within(sheet).findByRole("button", { name: /^Sending in [1-5] s…$/ })) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(within(sheet).queryByRole("alert")).toBeNull();
    expect(within(sheet).queryByText(MESSAGES.startThrottled)).toBeNull();
    expect(verified).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(START_THROTTLE_MS.auth);
    });
    await waitFor(() => expect(verified).toHaveLength(2));
    expect(verified.map((v) => (v as { otp: string }).otp)).toEqual(["111111", "222222"]);
    expect(await within(sheet).findAllByRole("alert")).toHaveLength(1);
    expect(within(sheet).getByRole("button", { name: "Verify and sign in" })).toBeTruthy();
  });

  it("starts from the name and number typed on the page, and sends the name with the code instead of asking for it", async () => {
    const verified: unknown[] = [];
    handlers["/api/v2/customers/auth/request-otp"] = () => okJson({ sent: true, resendAfterSeconds: 30 });
    handlers["/api/v2/customers/auth/verify-otp"] = (payload) => {
      verified.push(payload);
      const customerDetails = { ...profile, customerId: "c-ada", mobilePhone: "+14155550123", hasPassword: false };
      return (payload as { fullName?: string }).fullName
        ? okJson({ ...tokens, customerDetails })
        : fail(409, AUTH_TEXTS.fullNameRequired, "FULL_NAME_REQUIRED");
    };
    signInPrefill.set({ fullName: "Ada Lovelace", mobilePhone: "+14155550123" });
    renderAt("/homepage");
    const sheet = await openSheet();
    expect((within(sheet).getByRole("textbox", { name: "Mobile number" }) as HTMLInputElement).value).toBe("+1 415-555-0123");
    fireEvent.click(within(sheet).getByRole("button", { name: "Send code" }));
    fireEvent.change(await within(sheet).findByLabelText("6-digit code"), { target: { value: "123456" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Verify and sign in" }));
    await waitFor(() => expect(verified).toHaveLength(1));
    expect(verified[0]).toEqual({ mobilePhone: "+14155550123", countryCode: "+1", otp: "123456", fullName: "Ada Lovelace" });
    expect(within(sheet).queryByLabelText("Full name")).toBeNull();
    expect((await screen.findByRole("link", { name: "Account: Ada Lovelace" })).textContent).toContain("AL");
  });

  it("starts a guest who ordered from the name and number given at checkout (the guest keys), when the page offers none", async () => {
    const verified: unknown[] = [];
    handlers["/api/v2/customers/auth/request-otp"] = () => okJson({ sent: true, resendAfterSeconds: 30 });
    handlers["/api/v2/customers/auth/verify-otp"] = (payload) => {
      verified.push(payload);
      const customerDetails = {
        ...profile,
        customerId: "c-kj",
        fullName: "Katherine Johnson",
        mobilePhone: "+14155550177",
        hasPassword: false,
      };
      return okJson({ ...tokens, customerDetails });
    };
    handlers["/customer/profile/v2"] = () =>
      ok({ ...profile, userId: "c-guest", fullName: "Katherine Johnson", phoneNumber: null, isGuestUser: true });
    // What a guest order leaves (cart-order-sync's openGuest): a guest session whose number the code has not proved.
    const guest = { customerId: "c-guest", ...tokens, name: "Katherine Johnson", mobilePhone: null, email: null };
    authStore
      .getState()
      .signInAsGuest(guest, { fullName: "Katherine Johnson", mobile: "+14155550177", email: "", adultSize: 0, kidzSize: 0 });
    renderAt("/account/Profile");
    fireEvent.click(await screen.findByRole("button", { name: "Create an account" }, { timeout: 5_000 }));
    const sheet = await screen.findByRole("dialog", { name: "Sign in" }, { timeout: 5_000 });
    expect((within(sheet).getByRole("textbox", { name: "Mobile number" }) as HTMLInputElement).value).toBe("+1 415-555-0177");
    fireEvent.click(within(sheet).getByRole("button", { name: "Send code" }));
    fireEvent.change(await within(sheet).findByLabelText("6-digit code"), { target: { value: "123456" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Verify and sign in" }));
    await waitFor(() => expect(verified).toHaveLength(1));
    expect(verified[0]).toEqual({ mobilePhone: "+14155550177", countryCode: "+1", otp: "123456", fullName: "Katherine Johnson" });

    // The guest details view starts from them too.
    cleanup();
    signInSheetStore.getState().close();
    authStore
      .getState()
      .signInAsGuest(guest, { fullName: "Katherine Johnson", mobile: "+14155550177", email: "kj@example.com", adultSize: 0, kidzSize: 0 });
    renderAt("/account/Profile");
    fireEvent.click(await screen.findByRole("button", { name: "Create an account" }, { timeout: 5_000 }));
    const again = await screen.findByRole("dialog", { name: "Sign in" }, { timeout: 5_000 });
    fireEvent.click(within(again).getByRole("button", { name: "Continue as guest" }));
    const details = await screen.findByRole("dialog", { name: "Continue as guest" });
    expect((within(details).getByLabelText("Full name") as HTMLInputElement).value).toBe("Katherine Johnson");
    expect((within(details).getByRole("textbox", { name: "Mobile number" }) as HTMLInputElement).value).toBe("+1 415-555-0177");
    expect((within(details).getByLabelText(/Email/) as HTMLInputElement).value).toBe("kj@example.com");
  }, 20_000);

  it("flags a rate-limited code request (429) and says so", async () => {
    handlers["/api/v2/customers/auth/request-otp"] = () => fail(429, AUTH_TEXTS.otpRateLimited, "OTP_RATE_LIMITED");
    renderAt("/homepage");
    const sheet = await openSheet();
    fireEvent.change(within(sheet).getByRole("textbox", { name: "Mobile number" }), { target: { value: "415 555 0123" } });
    fireEvent.click(within(sheet).getByRole("button", { name: "Send code" }));
    expect((await within(sheet).findByRole("alert")).textContent).toBe(AUTH_TEXTS.otpRateLimited);
    expect(authStore.getState().rateLimitExceeds).toBe(true);
  });
});

describe("account", () => {
  it("asks a signed-out diner to sign in on an account page, and keeps the policies readable", async () => {
    renderAt("/account/Profile");
    // The first account page of the run loads its code: more than the default second on a busy machine.
    const prompt = await screen.findByText(MESSAGES.signInForAccount, undefined, { timeout: 5_000 });
    expect(prompt.parentElement?.querySelector("button")?.textContent).toBe("Sign in");
    cleanup();
    renderAt("/account/policies/terms");
    expectShown(await screen.findByText(/By using Forkful you agree to these terms/));
  });

  it("signs out, keeping the diner on the page, when the session cannot be renewed", async () => {
    authStore.getState().signIn({ customerId: "c-ada", ...tokens, name: "Ada Lovelace", mobilePhone: "+14155550123", email: null }, false);
    handlers["/customer/profile/v2"] = () => fail(401, "Unauthorized");
    handlers["/customer/token/v2"] = () => fail(401, AUTH_TEXTS.sessionExpired);
    const router = renderAt("/account/Profile");
    expectShown(await screen.findByText(MESSAGES.signInForAccount));
    expectShown(await screen.findByText(AUTH_TEXTS.sessionExpired));
    expect(router.state.location.pathname).toBe("/account/Profile");
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(calls.filter((c) => c === "/customer/token/v2")).toHaveLength(1);
  });

  it("shows the profile of a signed-in diner, renewing an expired access token once", async () => {
    authStore.getState().signIn({ customerId: "c-ada", ...tokens, name: "Ada Lovelace", mobilePhone: "+14155550123", email: null }, false);
    handlers["/customer/profile/v2"] = (_payload, init) =>
      (init?.headers as Record<string, string> | undefined)?.authorization === "Bearer access-2" ? ok(profile) : fail(401, "Unauthorized");
    handlers["/customer/token/v2"] = () => ok({ ...tokens, accessToken: "access-2", refreshToken: "refresh-2-0123456789abcdef" });
    renderAt("/account/Profile");
    expect((await screen.findByTestId("wallet-balance")).textContent).toBe("$12.50");
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe("access-2");
    await act(async () => {});
    await waitFor(() => expect(calls.filter((c) => c === "/customer/token/v2")).toHaveLength(1));
  });
});
