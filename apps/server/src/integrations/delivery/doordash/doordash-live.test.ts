/** The live DoorDash adapter against recorded Drive v2 answers: the requests it sends and how it reads the answers. */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { QuoteRequest } from "../delivery-partner";
import { doordashAdapter } from "./doordash-adapter";
import { doordashHttpTransport } from "./doordash-http-transport";
import acceptFixture from "./fixtures/accept.json";
import cancelFixture from "./fixtures/cancel.json";
import deliveryFixture from "./fixtures/delivery.json";
import errorFixture from "./fixtures/error.json";
import quoteFixture from "./fixtures/quote.json";

interface Fixture {
  request: { method: string; path: string };
  response: { status: number; body: unknown };
}

const NOW = new Date("2026-11-24T18:05:00Z");
const credentials = {
  developerId: "5d9b0d3c-0a4b-4e1e-9a0f-0d6e2f3a1b2c",
  keyId: "a1f7c2e4-9b3d-4c5a-8e6f-7d8c9b0a1e2f",
  // base64url, with the - and _ DoorDash's portal shows.
  signingSecret: "wNMZ0vA6mkOXIxKSIlSOMdTKlwKplBzuDso_CmzpcIU",
};

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers the recorded fixture and keeps what was sent. */
function recordedDoorDash(fixture: Fixture | (() => never)) {
  const sent: Sent[] = [];
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ url: String(url), method: init?.method ?? "GET", headers: init?.headers as Record<string, string>, body });
    if (typeof fixture === "function") fixture();
    const answer = fixture as Fixture;
    return new Response(JSON.stringify(answer.response.body), { status: answer.response.status });
  };
  const transport = doordashHttpTransport({
    apiUrl: "https://openapi.doordash.test/",
    credentials,
    clock: () => NOW,
    fetch: fakeFetch as typeof fetch,
  });
  return { api: doordashAdapter(transport), sent };
}

/** Checks a JWT the way DoorDash does: the signature over header.payload with the decoded secret, and its claims. */
function verifyJwt(token: string) {
  const [header, payload, signature] = token.split(".");
  const expected = createHmac("sha256", Buffer.from(credentials.signingSecret, "base64url"))
    .update(`${header}.${payload}`)
    .digest("base64url");
  expect(signature).toBe(expected);
  expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT", "dd-ver": "DD-JWT-V1" });
  const iat = Math.floor(NOW.getTime() / 1000);
  expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toEqual({
    aud: "doordash",
    iss: credentials.developerId,
    kid: credentials.keyId,
    exp: iat + 300,
    iat,
  });
}

const request: QuoteRequest = {
  reference: "order-7f3a:1",
  pickup: {
    lat: 37.7825,
    lng: -122.4106,
    address: "901 Market St, San Francisco, CA 94103",
    name: "Forkful Mission",
    phone: "+14155550100",
  },
  dropoff: {
    lat: 37.7793,
    lng: -122.4193,
    address: "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102",
    name: "Ana",
    phone: "+14155550142",
    instructions: "Ring twice",
  },
  orderValue: 2450,
  currency: "USD",
  tip: 300,
};

describe("the live DoorDash adapter", () => {
  it("quotes with a signed JWT and DoorDash's body, and reads the fee, ETA and expiry", async () => {
    const { api, sent } = recordedDoorDash(quoteFixture);
    const quote = await api.quote(request);
    expect(quote).toEqual({
      ok: true,
      quoteId: "order-7f3a-1-a1b2c3",
      fee: 975,
      currency: "USD",
      dropoffEta: new Date("2026-11-24T18:41:00Z"),
      expiresAt: new Date("2026-11-24T18:10:00Z"),
    });
    const [call] = sent;
    expect(call!.url).toBe("https://openapi.doordash.test/drive/v2/quotes");
    expect(call!.method).toBe("POST");
    expect(call!.headers["content-type"]).toBe("application/json");
    verifyJwt(call!.headers.authorization!.replace(/^Bearer /, ""));
    expect(call!.body).toEqual({
      external_delivery_id: expect.stringMatching(/^order-7f3a-1-[0-9a-f]{6}$/),
      pickup_address: request.pickup.address,
      pickup_business_name: "Forkful Mission",
      pickup_phone_number: "+14155550100",
      pickup_location: { lat: 37.7825, lng: -122.4106 },
      dropoff_address: request.dropoff.address,
      dropoff_location: { lat: 37.7793, lng: -122.4193 },
      dropoff_phone_number: "+14155550142",
      dropoff_contact_given_name: "Ana",
      dropoff_instructions: "Ring twice",
      order_value: 2450,
      tip: 300,
      currency: "USD",
    });
  });

  it("reads DoorDash's {code, message} as a refusal", async () => {
    const { api } = recordedDoorDash(errorFixture);
    expect(await api.quote(request)).toEqual({ ok: false, reason: "Allowed distance between addresses exceeded" });
  });

  it("accepts by external_delivery_id and reads the delivery it answers", async () => {
    const { api, sent } = recordedDoorDash(acceptFixture);
    const accepted = await api.accept("order-7f3a-1-a1b2c3");
    expect(sent[0]).toMatchObject({ method: "POST", url: `https://openapi.doordash.test${acceptFixture.request.path}` });
    expect(accepted).toEqual({
      ok: true,
      fee: 975,
      delivery: {
        externalId: "order-7f3a-1-a1b2c3",
        state: "created",
        courier: null,
        trackingUrl: "https://doordash.com/drive/portal/track/ea1b2c3d-4e5f",
        dropoffEta: new Date("2026-11-24T18:41:00Z"),
        cancelReason: null,
      },
    });
  });

  it("reads the dasher, the tracking URL and the dasher's location from a delivery", async () => {
    const { api, sent } = recordedDoorDash(deliveryFixture);
    expect(await api.status("order-7f3a-1-a1b2c3")).toEqual({
      externalId: "order-7f3a-1-a1b2c3",
      state: "enroute_to_dropoff",
      courier: { name: "Jordan P", phone: "+14155550199", vehicle: "Toyota Prius", staffId: "1234567" },
      trackingUrl: "https://doordash.com/drive/portal/track/ea1b2c3d-4e5f",
      dropoffEta: new Date("2026-11-24T18:43:00Z"),
      cancelReason: null,
    });
    expect(await api.courierLocation("order-7f3a-1-a1b2c3")).toEqual({
      lat: 37.7801,
      lng: -122.4107,
      at: new Date("2026-11-24T18:31:15Z"),
    });
    expect(sent.map((s) => [s.method, s.url, s.body, s.headers["content-type"]])).toEqual([
      ["GET", `https://openapi.doordash.test${deliveryFixture.request.path}`, undefined, undefined],
      ["GET", `https://openapi.doordash.test${deliveryFixture.request.path}`, undefined, undefined],
    ]);
  });

  it("cancels with PUT …/cancel", async () => {
    const { api, sent } = recordedDoorDash(cancelFixture);
    expect(await api.cancel("order-7f3a-1-a1b2c3", "Order cancelled")).toEqual({ ok: true });
    expect(sent[0]).toMatchObject({ method: "PUT", url: `https://openapi.doordash.test${cancelFixture.request.path}` });
  });

  it("answers an unknown delivery with null, and an unreachable DoorDash with a refusal or nothing known", async () => {
    const missing = recordedDoorDash({
      request: { method: "GET", path: "" },
      response: { status: 404, body: { code: "not_found", message: "No delivery" } },
    });
    expect(await missing.api.status("nope")).toBeNull();
    const down = recordedDoorDash(() => {
      throw new TypeError("fetch failed");
    });
    expect(await down.api.quote(request)).toEqual({ ok: false, reason: "DoorDash could not be reached: fetch failed" });
    expect(await down.api.accept("x")).toMatchObject({ ok: false });
    expect(await down.api.status("order-7f3a-1-a1b2c3")).toBeNull();
    expect(await down.api.courierLocation("order-7f3a-1-a1b2c3")).toBeNull();
  });
});
