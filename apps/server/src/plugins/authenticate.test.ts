import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type AccessClaims, signAccessToken } from "../lib/access-token";
import { authenticate } from "./authenticate";

const secret = "a-plugin-test-secret-that-is-long-enough";
const now = new Date("2026-11-23T18:00:00Z");
const iat = Math.floor(now.getTime() / 1000);
const exp = iat + 900;

let app: FastifyInstance;
afterEach(() => app.close());

/** The plugin alone, with a revocation list the test holds; /who answers whom the request was read as. */
async function appWith(revoked: Set<string>, checked: string[], failing = false) {
  app = Fastify();
  await app.register(authenticate, {
    secrets: [secret],
    clock: () => now,
    isSessionRevoked: async (sessionId) => {
      checked.push(sessionId);
      if (failing) throw new Error("database unreachable");
      return revoked.has(sessionId);
    },
  });
  app.get("/who", async (request) => ({ auth: request.auth, staff: request.staff }));
  return async (token?: string) => {
    const response = await app.inject({ method: "GET", url: "/who", headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.statusCode, body: response.json() as { auth: unknown; staff: unknown } };
  };
}

const dinerToken = (sid: unknown) => signAccessToken({ sub: "c1", kind: "customer", sid, iat, exp } as AccessClaims, secret);
const staffToken = (sid: string) => signAccessToken({ sub: "s1", kind: "staff", loc: 7, role: "kitchen", sid, iat, exp }, secret);

describe("authenticate", () => {
  it("reads a token whose session goes on, after one check of its session id", async () => {
    const checked: string[] = [];
    const who = await appWith(new Set(), checked);
    const [diner, staff] = [randomUUID(), randomUUID()];
    expect((await who(await dinerToken(diner))).body).toEqual({ auth: { customerId: "c1", kind: "customer" }, staff: null });
    expect((await who(await staffToken(staff))).body).toEqual({
      auth: null,
      staff: { staffId: "s1", locationId: 7, role: "kitchen", sessionId: staff },
    });
    expect(checked).toEqual([diner, staff]);
  });

  it("leaves the request anonymous when the token's session was ended, for diners and staff alike", async () => {
    const [diner, staff] = [randomUUID(), randomUUID()];
    const who = await appWith(new Set([diner, staff]), []);
    expect((await who(await dinerToken(diner))).body).toEqual({ auth: null, staff: null });
    expect((await who(await staffToken(staff))).body).toEqual({ auth: null, staff: null });
  });

  it("refuses a well-signed token without a session id, or with a made-up one, without asking the database", async () => {
    const checked: string[] = [];
    const who = await appWith(new Set(), checked);
    for (const sid of [undefined, "", "1 or 1=1", 7]) {
      expect((await who(await dinerToken(sid))).body).toEqual({ auth: null, staff: null });
    }
    expect((await who()).body).toEqual({ auth: null, staff: null });
    expect(checked).toEqual([]);
  });

  it("fails the request, rather than trusting the token, when the check cannot answer", async () => {
    const who = await appWith(new Set(), [], true);
    expect((await who(await dinerToken(randomUUID()))).status).toBe(500);
  });
});
