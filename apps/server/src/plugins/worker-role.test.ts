/** ROLE=worker: an instance that runs jobs answers its health and metrics, and refuses calls meant for web instances. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { WORKER_REFUSAL } from "./worker-role";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { ROLE: "worker" } });
});
afterAll(() => t.close());

it("answers its health and metrics", async () => {
  for (const url of ["/data-services/health/live", "/data-services/health/ready", "/metrics"])
    expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
});

it("refuses diners' and staff's calls and pages with 503, before any work", async () => {
  const call = await t.call("/merchants/locations/slug", { slug: "hudson-slice-co-west-village" });
  expect(call.status).toBe(503);
  expect(call.body).toMatchObject({ statusCode: 503, message: WORKER_REFUSAL });
  for (const url of ["/", "/staff", "/data-services/healthy", "/metrics/other"])
    expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(503);
});
