import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpSmsSender } from "./http-sms-sender";

const received: { auth: string | undefined; body: unknown }[] = [];
let status = 202;
const gateway = createServer((request, response) => {
  let text = "";
  request.on("data", (chunk) => {
    text += chunk;
  });
  request.on("end", () => {
    received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
    response.writeHead(status).end();
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe("the HTTP SMS provider", () => {
  it("posts the message with the bearer token", async () => {
    await createHttpSmsSender({ url, token: "t0ken" }).send({ to: "+14155550100", body: "Code 123456" });
    expect(received.at(-1)).toEqual({ auth: "Bearer t0ken", body: { to: "+14155550100", body: "Code 123456" } });
  });

  it("fails when the gateway refuses", async () => {
    status = 500;
    await expect(createHttpSmsSender({ url, token: "t" }).send({ to: "+14155550100", body: "x" })).rejects.toThrow("answered 500");
  });
});
