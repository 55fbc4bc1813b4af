import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { CLIENT_TIMEOUT_MS } from "@forkful/contracts/constants";
import { decodePayload, encodeAnswer } from "@forkful/contracts/envelope";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, ApiResultError, apiRequest, buildUrl, errorStatus, unwrap } from "./api-client";

const answerSchema = z.object({ name: z.string() });
const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("apiRequest", () => {
  it("sends the encoded payload with the app version header and decodes the answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse(encodeAnswer({ name: "Forkful" })));
    const result = await apiRequest({ method: "POST", path: "/merchants/locations/slug", payload: { slug: "a-b" }, schema: answerSchema });

    expect(result).toEqual({ ok: true, status: 200, data: { name: "Forkful" } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API_BASE_PATH}/merchants/locations/slug`);
    expect(init?.method).toBe("POST");
    const headers = init!.headers as Record<string, string>;
    expect(headers[APP_VERSION_HEADER]).toBe(APP_VERSION);
    const sent = JSON.parse(String(init?.body)) as { data: string };
    expect(decodePayload(sent.data)).toEqual({ slug: "a-b" });
  });

  it("sends no body on a GET and builds the query string", async () => {
    fetchMock.mockResolvedValue(jsonResponse(encodeAnswer({ name: "x" })));
    await apiRequest({
      method: "GET",
      path: "/merchants/locations/7/menu",
      query: { orderType: "pickup", skip: undefined },
      schema: answerSchema,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API_BASE_PATH}/merchants/locations/7/menu?orderType=pickup`);
    expect(init?.body).toBeUndefined();
  });

  it("sends the encoded payload in the query param data, and no body, when the call takes it there", async () => {
    fetchMock.mockResolvedValue(jsonResponse(encodeAnswer({ name: "booked" })));
    const payload = { locationId: 2, fullName: "Ada Lovelace" };
    const result = await apiRequest({ method: "POST", path: "/customer/reservations", payload, payloadIn: "query", schema: answerSchema });

    expect(result).toEqual({ ok: true, status: 200, data: { name: "booked" } });
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(String(url), "http://localhost");
    expect(sent.pathname).toBe(`${API_BASE_PATH}/customer/reservations`);
    expect(decodePayload(sent.searchParams.get("data") ?? "")).toEqual(payload);
    expect(init?.body).toBeUndefined();
    expect((init!.headers as Record<string, string>)["content-type"]).toBeUndefined();
  });

  it("sends plain JSON when the call is not encoded", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ name: "plain" }));
    const result = await apiRequest({ method: "POST", path: "/x", payload: { a: 1 }, encoded: false, schema: answerSchema });
    expect(result).toEqual({ ok: true, status: 200, data: { name: "plain" } });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ a: 1 });
  });

  it.each([400, 401, 403, 409, 500])("returns status %i as a result the UI handles", async (status) => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: status, error: "Bad", message: "Nope" }, status));
    const result = await apiRequest({ method: "POST", path: "/x", payload: {}, schema: answerSchema });
    expect(result).toEqual({ ok: false, status, error: "Bad", message: "Nope" });
    expect(console.error).not.toHaveBeenCalled();
  });

  it("logs and throws any other status", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 404, error: "Not Found", message: "No such restaurant" }, 404));
    const promise = apiRequest({ method: "POST", path: "/x", payload: {}, schema: answerSchema });
    await expect(promise).rejects.toMatchObject({ name: "ApiError", status: 404, message: "No such restaurant" });
    expect(console.error).toHaveBeenCalledWith("API ERROR", "POST", "/x", expect.any(ApiError));
  });

  it("logs and throws a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiRequest({ method: "GET", path: "/x", schema: answerSchema })).rejects.toThrow("Failed to fetch");
    expect(console.error).toHaveBeenCalledWith("API ERROR", "GET", "/x", expect.any(TypeError));
  });

  it("logs and throws an answer that does not match the schema", async () => {
    fetchMock.mockResolvedValue(jsonResponse(encodeAnswer({ name: 42 })));
    await expect(apiRequest({ method: "GET", path: "/x", schema: answerSchema })).rejects.toThrow();
    expect(console.error).toHaveBeenCalledWith("API ERROR", "GET", "/x", expect.anything());
  });

  it("aborts after the client timeout", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const promise = apiRequest({ method: "GET", path: "/slow", schema: answerSchema });
    const assertion = expect(promise).rejects.toMatchObject({ name: "ApiError", status: null });
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(console.error).toHaveBeenCalledWith("API ERROR", "GET", "/slow", expect.any(ApiError));
  });

  it("does not report a cancellation by the caller", async () => {
    const caller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const promise = apiRequest({ method: "GET", path: "/x", schema: answerSchema, signal: caller.signal });
    caller.abort();
    await expect(promise).rejects.toThrow("Aborted");
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe("unwrap and errorStatus", () => {
  it("returns the data of a success and throws a handled failure", () => {
    expect(unwrap({ ok: true, status: 200, data: 1 })).toBe(1);
    const failure = { ok: false, status: 409, error: "Conflict", message: "Taken" } as const;
    expect(() => unwrap(failure)).toThrow(ApiResultError);
    expect(errorStatus(new ApiResultError(failure))).toBe(409);
    expect(errorStatus(new ApiError(404, "x"))).toBe(404);
    expect(errorStatus(new Error("x"))).toBeNull();
  });

  it("builds URLs under the API base path", () => {
    expect(buildUrl("/a", { q: "x y" })).toBe(`${API_BASE_PATH}/a?q=x+y`);
  });
});
