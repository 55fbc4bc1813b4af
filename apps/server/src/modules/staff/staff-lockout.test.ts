import { ACCOUNT_LOCKED_SMS, AUTH_TEXTS, SIGN_IN_FAILURES_BEFORE_LOCK, SIGN_IN_FIRST_LOCK_MS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { merchantLocations } from "../../db/schema/merchants";
import { type Answer, jsonCall, messageOf, mutableClock, newIp, outboxMessages } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const WRONG = "a-wrong-guess-1";

let t: TestApp;
const clock = mutableClock();
let locations: { slug: string; phoneNumber: string }[];
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  locations = await t.database.db
    .select({ slug: merchantLocations.locationSlug, phoneNumber: merchantLocations.phoneNumber })
    .from(merchantLocations)
    .where(eq(merchantLocations.currency, "USD"));
});
afterAll(() => t.close());

/** Each sign-in from a new client address: the lock is the account's, not the address's. */
const login = (userName: string, password: string, ip = newIp()) => jsonCall(t, "POST", "/staff/login", { userName, password }, { ip });

function expectRefused(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(401);
  expect(messageOf(answer)).toBe(MESSAGES.signInNoUser);
}

function expectLocked(answer: Answer, retryAfterMs: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(messageOf(answer)).toBe(AUTH_TEXTS.signInLocked);
  expect(answer.response.headers["retry-after"]).toBe(String(retryAfterMs / 1000));
  expect(JSON.stringify(answer.body)).not.toContain("accessToken");
}

async function lockNotices(phoneNumber: string, userName: string, expected: number): Promise<void> {
  await vi.waitFor(async () => {
    const notices = (await outboxMessages(t, phoneNumber)).filter((m) => m.body === ACCOUNT_LOCKED_SMS.staff(userName));
    expect(notices).toHaveLength(expected);
  });
}

describe(`staff sign-in locks the account after ${SIGN_IN_FAILURES_BEFORE_LOCK} wrong passwords`, () => {
  it("from any address; the right password is refused until the lock ends; the restaurant is told once", async () => {
    const location = locations[0]!;
    const userName = demoStaffUserName(location.slug);
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++) expectRefused(await login(i % 2 ? userName.toUpperCase() : userName, WRONG));
    await lockNotices(location.phoneNumber, userName, 1);
    expectLocked(await login(userName, DEMO_STAFF_PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    expectLocked(await login(userName, DEMO_STAFF_PASSWORD, "127.0.0.1"), SIGN_IN_FIRST_LOCK_MS);
    clock.advance(SIGN_IN_FIRST_LOCK_MS / 2);
    expectLocked(await login(userName, WRONG), SIGN_IN_FIRST_LOCK_MS / 2);
    clock.advance(SIGN_IN_FIRST_LOCK_MS / 2);
    // A further wrong password after the lock locks it twice as long, without another SMS.
    expectRefused(await login(userName, WRONG));
    expectLocked(await login(userName, DEMO_STAFF_PASSWORD), 2 * SIGN_IN_FIRST_LOCK_MS);
    clock.advance(2 * SIGN_IN_FIRST_LOCK_MS);
    const signedIn = await login(userName, DEMO_STAFF_PASSWORD);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    await lockNotices(location.phoneNumber, userName, 1);
  });

  it("locks one staff account without touching another's", async () => {
    const [, locked, other] = locations;
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++) expectRefused(await login(demoStaffUserName(locked!.slug), WRONG));
    expectLocked(await login(demoStaffUserName(locked!.slug), DEMO_STAFF_PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    expect((await login(demoStaffUserName(other!.slug), DEMO_STAFF_PASSWORD)).status).toBe(200);
  });

  it("answers a user name no staff has exactly like a staff account", async () => {
    const name = "manager.nowhere";
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCK; i++) expectRefused(await login(name, DEMO_STAFF_PASSWORD));
    expectLocked(await login(name.toUpperCase(), DEMO_STAFF_PASSWORD), SIGN_IN_FIRST_LOCK_MS);
  });
});
