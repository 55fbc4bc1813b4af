import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGateway, startFakeGateway } from "../../test/fake-gateway";
import { createHttpSmsSender } from "./http-sms-sender";

let gateway: FakeGateway;
beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(() => gateway.close());

describe("the HTTP SMS provider", () => {
  it("posts the message with the bearer token", async () => {
    await createHttpSmsSender({ url: gateway.url, token: "t0ken" }).send({ to: "+14155550100", body: "Code 123456" });
    expect(gateway.received.at(-1)).toEqual({ auth: "Bearer t0ken", body: { to: "+14155550100", body: "Code 123456" } });
  });

  it("fails when the gateway refuses", async () => {
    gateway.answer(500);
    await expect(createHttpSmsSender({ url: gateway.url, token: "t" }).send({ to: "+14155550100", body: "x" })).rejects.toThrow(
      "answered 500",
    );
  });
});
