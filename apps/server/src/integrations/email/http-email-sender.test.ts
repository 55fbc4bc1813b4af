import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGateway, startFakeGateway } from "../../test/fake-gateway";
import { createHttpEmailSender } from "./http-email-sender";

let service: FakeGateway;
beforeAll(async () => {
  service = await startFakeGateway("/send");
});
afterAll(() => service.close());

const from = "Forkful <bookings@forkful.example>";
const message = { to: "maya@example.com", subject: "Booked", text: "See you at 7." };

describe("the HTTP email provider", () => {
  it("posts the email, from the configured sender, with the bearer token", async () => {
    await createHttpEmailSender({ url: service.url, token: "t0ken", from }).send(message);
    expect(service.received.at(-1)).toEqual({ auth: "Bearer t0ken", body: { from, ...message } });
  });

  it("fails when the service refuses", async () => {
    service.answer(500);
    await expect(createHttpEmailSender({ url: service.url, token: "t", from }).send(message)).rejects.toThrow("answered 500");
  });
});
