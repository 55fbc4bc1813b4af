/**
 * Staff roles (issue 24): every staff route of the app has the roles STAFF_CALL_ROLES names for it, a staff route
 * without them stops the server at boot, and a role a call is not for is refused (403) before its body or path is read.
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { OPEN_STAFF_CALLS, STAFF_CALL_ROLES, STAFF_ROLE_REFUSALS, type StaffCall } from "@forkful/contracts/staff-roles";
import { STAFF_ROLES, type StaffRole } from "@forkful/contracts/staff-tables";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER, DEMO_STAFF_PASSWORD, demoHostUserName, demoKitchenUserName, demoStaffUserName } from "../../seed/seed-staff";
import { documentedCalls } from "../test/authorization-kit";
import type { OpenApiDocument } from "../test/openapi-contract-kit";
import { openRestaurants } from "../test/order-test-kit";
import { jsonCall } from "../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { authenticate } from "./authenticate";

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { locationSlug } = (await openRestaurants(t, "pickup"))[0]!;
  const userNames: Record<StaffRole, string> = {
    manager: demoStaffUserName(locationSlug),
    host: demoHostUserName(locationSlug),
    kitchen: demoKitchenUserName(locationSlug),
    owner: DEMO_OWNER.userName,
  };
  for (const role of STAFF_ROLES) {
    const signedIn = await jsonCall(t, "POST", "/staff/login", { userName: userNames[role], password: DEMO_STAFF_PASSWORD });
    expect(signedIn.status).toBe(200);
    tokens[role] = (signedIn.body as { accessToken: string }).accessToken;
  }
});
afterAll(() => t.close());

const staffCalls = Object.keys(STAFF_CALL_ROLES) as StaffCall[];

/** A call's path with every parameter a word that is no id at all, so only a check before validation lets it through. */
const pathOf = (call: string) => `${API_BASE_PATH}${call.split(" ")[1]!.replace(/\{\w+\}/g, "not-an-id")}`;

describe("the staff calls' roles", () => {
  it("are named for every staff call of the app, and name no call the app does not have", () => {
    const documented = [...documentedCalls(t.app.swagger() as unknown as OpenApiDocument).keys()].filter((call) =>
      call.split(" ")[1]!.startsWith("/staff/"),
    );
    expect(documented.filter((call) => !OPEN_STAFF_CALLS.includes(call)).sort()).toEqual([...staffCalls].sort());
  });

  it("are written in the API document of each call", () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    for (const call of staffCalls) {
      const [method, path] = call.split(" ") as [string, string];
      const operation = document.paths[`${API_BASE_PATH}${path}`]?.[method.toLowerCase()];
      expect(operation?.description, call).toContain(`Staff roles that may call it: ${STAFF_CALL_ROLES[call].join(", ")}.`);
    }
  });

  it("stop the server at boot when a staff route has none", async () => {
    const app = Fastify();
    await app.register(authenticate, { secrets: ["s".repeat(40)], clock: () => new Date(), isSessionRevoked: async () => false });
    expect(() => app.get(`${API_BASE_PATH}/staff/secret-recipes`, async () => ({ recipes: [] }))).toThrow(
      "GET /staff/secret-recipes is a staff call without roles",
    );
    // A declared one is taken.
    app.get(`${API_BASE_PATH}/staff/feedback`, async () => ({ feedback: [] }));
    await app.ready();
    await app.close();
  });

  describe.each(staffCalls.map((call) => [call, STAFF_CALL_ROLES[call]] as const))("%s", (call, roles) => {
    const [method] = call.split(" ") as ["GET" | "POST" | "PUT" | "DELETE"];
    const refused = STAFF_ROLES.filter((role) => !(roles as readonly StaffRole[]).includes(role));

    it.each(refused)("refuses the %s with 403 before reading the request", async (role) => {
      const methods = method === "GET" ? (["GET", "HEAD"] as const) : [method];
      for (const sent of methods) {
        const answer = await t.app.inject({
          method: sent,
          url: `${pathOf(call)}?date=never&state=nonsense`,
          headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${tokens[role]}`, "content-type": "application/json" },
          ...(sent === "GET" || sent === "HEAD" ? {} : { payload: '{"this is": not json' }),
        });
        expect(answer.statusCode, `${sent} as ${role}`).toBe(403);
        if (sent !== "HEAD") expect(answer.json().message).toBe(STAFF_ROLE_REFUSALS.notForRole(roles));
      }
    });

    it("refuses anyone who is not staff with 401, before reading the request", async () => {
      const answer = await t.app.inject({
        method,
        url: pathOf(call),
        headers: { [APP_VERSION_HEADER]: APP_VERSION, "content-type": "application/json" },
        ...(method === "GET" ? {} : { payload: "[" }),
      });
      expect([answer.statusCode, answer.json().message]).toEqual([401, "Staff sign-in required"]);
    });
  });
});
