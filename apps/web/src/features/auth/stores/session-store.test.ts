import { decodePayload, encodeAnswer } from "@forkful/contracts/envelope";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { deriveSessionKind } from "./session-kind";
import { createAuthStore, sessionAccessOf, type VerifiedUser } from "./session-store";

const ada: VerifiedUser = {
  customerId: "c-ada",
  accessToken: "access-ada",
  refreshToken: "refresh-ada-0123456789",
  name: "Ada Lovelace",
  mobilePhone: "+14155550123",
  email: "ada@example.com",
};
const guest = { fullName: "Grace Hopper", mobile: "+14155550199", email: "grace@example.com", adultSize: 0, kidzSize: 0 };
const kindOf = (store: ReturnType<typeof createAuthStore>) => deriveSessionKind(store.getState().user, store.getState().guestUser);
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  const answer = encodeAnswer({ metaDataInfo: { responseCode: "SUCCESS", responseMessage: "You have been signed out." } });
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("restore on start", () => {
  it("restores a session from the stored id and tokens, with the stored details", () => {
    createAuthStore(localStorage).getState().signIn(ada, true);
    const store = createAuthStore(localStorage);
    expect(kindOf(store)).toBe("signedIn");
    expect(store.getState().signedIn).toBe(true);
    expect(store.getState().user).toEqual(ada);
    expect(store.getState().hasPassword).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userDetails)!)).toMatchObject({ firstName: "Ada", customerId: "c-ada" });
  });

  it("restores no session when a token is missing", () => {
    createAuthStore(localStorage).getState().signIn(ada, null);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    const store = createAuthStore(localStorage);
    expect(store.getState().user).toBeNull();
    expect(kindOf(store)).toBe("guest");
  });

  it("restores a guest from the stored name, mobile and email with adultSize and kidzSize 0", () => {
    localStorage.setItem(STORAGE_KEYS.guestUserName, guest.fullName);
    localStorage.setItem(STORAGE_KEYS.guestMobileNumber, guest.mobile);
    localStorage.setItem(STORAGE_KEYS.guestEmail, guest.email);
    const store = createAuthStore(localStorage);
    expect(store.getState().guestUser).toEqual(guest);
    expect(kindOf(store)).toBe("guest");
  });

  it("restores a verified guest as guestSignedIn", () => {
    createAuthStore(localStorage)
      .getState()
      .signInAsGuest({ ...ada, customerId: "c-guest" }, guest);
    const store = createAuthStore(localStorage);
    expect(kindOf(store)).toBe("guestSignedIn");
    expect(store.getState().signedIn).toBe(false);
    expect(store.getState().user?.customerId).toBe("c-guest");
  });

  it.each([
    ["the first name is missing", { customerId: "c-ada" }, "c-ada"],
    ["the customer id is missing", { firstName: "Ada" }, "c-ada"],
    ["the stored user id is missing", { firstName: "Ada", customerId: "c-ada" }, null],
    ["it is not JSON", "{nope", "c-ada"],
  ])("clears the stored user details when %s", (_case, details, userId) => {
    localStorage.setItem(STORAGE_KEYS.userDetails, typeof details === "string" ? details : JSON.stringify(details));
    if (userId) localStorage.setItem(STORAGE_KEYS.userId, userId);
    createAuthStore(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.userDetails)).toBeNull();
  });

  it("keeps complete stored user details", () => {
    const details = JSON.stringify({ firstName: "Ada", customerId: "c-ada" });
    localStorage.setItem(STORAGE_KEYS.userDetails, details);
    localStorage.setItem(STORAGE_KEYS.userId, "c-ada");
    createAuthStore(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.userDetails)).toBe(details);
  });
});

describe("sign in and out", () => {
  it("clears the guest user on sign-in", () => {
    const store = createAuthStore(localStorage);
    store.getState().signInAsGuest({ ...ada, customerId: "c-guest" }, guest);
    store.getState().signIn(ada, null);
    expect(store.getState().guestUser).toBeNull();
    expect(kindOf(store)).toBe("signedIn");
    expect(localStorage.getItem(STORAGE_KEYS.guestUserName)).toBeNull();
  });

  it("signs out: calls logout with the refresh token, clears local storage and the state, post-login path back to /", async () => {
    const store = createAuthStore(localStorage);
    store.getState().signIn(ada, null);
    store.getState().setToLocationAfterAuth("/restaurant/somewhere/menu/pickup");
    localStorage.setItem(STORAGE_KEYS.guestCart, "[]");
    await store.getState().signOut();

    expect(localStorage.length).toBe(0);
    expect(store.getState()).toMatchObject({ signedIn: false, user: null, guestUser: null, toLocationAfterAuth: "/" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/customer\/logout\/v2$/);
    expect(decodePayload((JSON.parse(String(init?.body)) as { data: string }).data)).toEqual({ refreshToken: ada.refreshToken });
  });

  it("still signs out locally when the logout call fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createAuthStore(localStorage);
    store.getState().signIn(ada, null);
    await store.getState().signOut();
    expect(store.getState().user).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("keeps rotated tokens and profile changes in storage", () => {
    const store = createAuthStore(localStorage);
    store.getState().signIn(ada, false);
    store.getState().updateTokens({ accessToken: "a2", refreshToken: "r2", accessTokenExpiresAt: "2030-01-01T00:00:00Z" });
    store.getState().updateUser({ name: "Augusta Ada King", hasPassword: true });
    const restored = createAuthStore(localStorage).getState();
    expect(restored.user).toMatchObject({ accessToken: "a2", refreshToken: "r2", name: "Augusta Ada King" });
    expect(restored.hasPassword).toBe(true);
  });
});

describe("session access for the API client", () => {
  it("reads the tokens as stored (another tab may have rotated them) and ends the session on expiry", () => {
    const store = createAuthStore(localStorage);
    store.getState().signIn(ada, null);
    const access = sessionAccessOf(store, localStorage);
    localStorage.setItem(STORAGE_KEYS.accessToken, "rotated-elsewhere");
    expect(access.tokens()).toEqual({ accessToken: "rotated-elsewhere", refreshToken: ada.refreshToken });
    access.expire();
    expect(store.getState().user).toBeNull();
    expect(access.tokens()).toBeNull();
  });
});
