import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpEmailSender } from "./http-email-sender";

const received: { auth: string | undefined; body: unknown }[] = [];
let status = 202;
const service = createServer((request, response) => {
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
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const from = "Forkful <bookings@forkful.example>";
const message = { to: "maya@example.com", subject: "Booked", text: "See you at 7." };

describe("the HTTP email provider", () => {
  it("posts the email, from the configured sender, with the bearer token", async () => {
    await createHttpEmailSender({ url, token: "t0ken", from }).send(message);
    expect(received.at(-1)).toEqual({ auth: "Bearer t0ken", body: { from, ...message } });
  });

  it("fails when the service refuses", async () => {
    status = 500;
    await expect(createHttpEmailSender({ url, token: "t", from }).send(message)).rejects.toThrow("answered 500");
  });
});
