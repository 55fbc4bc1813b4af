/** The bearer token and the one refresh-and-retry on a 401, against a mocked fetch. */
import type { AuthTokens } from "@forkful/contracts/auth";
import { decodePayload, encodeAnswer } from "@forkful/contracts/envelope";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest, REFRESH_PATH } from "./api-client";
import { provideSessionAccess, type SessionAccess, type SessionTokens } from "./session-access";

const answerSchema = z.object({ name: z.string() });
const fetchMock = vi.fn<typeof fetch>();
const VALID = "access-2";

let tokens: SessionTokens | null;
const access = {
  tokens: vi.fn(() => tokens),
  update: vi.fn((next: AuthTokens) => {
    tokens = { accessToken: next.accessToken, refreshToken: next.refreshToken };
  }),
  expire: vi.fn(() => {
    tokens = null;
  }),
  openGuest: vi.fn(),
} satisfies SessionAccess;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refused = () => json({ statusCode: 401, error: "Unauthorized", message: "Sign in first" }, 401);
const bearer = (init?: RequestInit) => (init?.headers as Record<string, string> | undefined)?.authorization;
const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(REFRESH_PATH));

/** The API: the profile answers only the valid token; the refresh answers `refreshAnswer`. */
let refreshAnswer: () => Promise<Response>;
beforeEach(() => {
  tokens = { accessToken: "access-1", refreshToken: "refresh-1".padEnd(24, "x") };
  refreshAnswer = async () =>
    json(encodeAnswer({ accessToken: VALID, refreshToken: "refresh-2", accessTokenExpiresAt: "2030-01-01T00:00:00Z" }));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url).endsWith(REFRESH_PATH)) return refreshAnswer();
    return bearer(init) === `Bearer ${VALID}` ? json(encodeAnswer({ name: "me" })) : refused();
  });
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  provideSessionAccess(access);
});
afterEach(() => {
  provideSessionAccess(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  access.update.mockClear();
  access.expire.mockClear();
});

const profile = () => apiRequest({ method: "POST", path: "/customer/profile/v2", payload: { id: "c" }, schema: answerSchema, auth: true });

describe("authenticated calls", () => {
  it("carry the access token; other calls carry none", async () => {
    tokens = { accessToken: VALID, refreshToken: "r".repeat(24) };
    await profile();
    await apiRequest({ method: "GET", path: "/customer/getCountry/v2", schema: answerSchema });
    expect(bearer(fetchMock.mock.calls[0]![1])).toBe(`Bearer ${VALID}`);
    expect(bearer(fetchMock.mock.calls[1]![1])).toBeUndefined();
  });

  it("renew the session once on a 401 and send the call again with the new token", async () => {
    const result = await profile();
    expect(result).toEqual({ ok: true, status: 200, data: { name: "me" } });
    expect(refreshCalls()).toHaveLength(1);
    const sent = JSON.parse(String(refreshCalls()[0]![1]?.body)) as { data: string };
    expect(decodePayload(sent.data)).toEqual({ refreshToken: "refresh-1".padEnd(24, "x") });
    expect(access.update).toHaveBeenCalledWith(expect.objectContaining({ accessToken: VALID, refreshToken: "refresh-2" }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("share one refresh between calls refused together (the refresh token rotates)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = refreshAnswer;
    refreshAnswer = async () => {
      await gate;
      return answer();
    };
    const calls = Promise.all([profile(), profile(), profile()]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release();
    const results = await calls;
    expect(results.every((r) => r.ok)).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(access.update).toHaveBeenCalledTimes(1);
  });

  it("use the renewed token without another refresh when the session was renewed meanwhile", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A call that set out with the old token is answered only after another call has renewed the session.
    fetchMock.mockImplementationOnce(async () => {
      await gate;
      return refused();
    });
    const slow = profile();
    expect((await profile()).ok).toBe(true);
    release();
    expect((await slow).ok).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
  });

  it("end the session when the refresh is refused, and give back the 401 without a retry", async () => {
    refreshAnswer = async () => json({ statusCode: 401, error: "Unauthorized", message: "Your session has expired. Sign in again." }, 401);
    const result = await profile();
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(access.expire).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keep the session when the refresh gets no answer", async () => {
    refreshAnswer = async () => {
      throw new TypeError("Failed to fetch");
    };
    const result = await profile();
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(access.expire).not.toHaveBeenCalled();
  });

  it("do not refresh without a session, nor for calls that are not authenticated", async () => {
    tokens = null;
    expect(await profile()).toMatchObject({ ok: false, status: 401 });
    tokens = { accessToken: "access-1", refreshToken: "r".repeat(24) };
    const login = await apiRequest({ method: "POST", path: "/customer/login/v2", payload: {}, schema: answerSchema });
    expect(login).toMatchObject({ ok: false, status: 401 });
    expect(refreshCalls()).toHaveLength(0);
  });
});
