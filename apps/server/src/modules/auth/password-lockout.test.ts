import {
  ACCOUNT_LOCKED_SMS,
  AUTH_TEXTS,
  SIGN_IN_FAILURES_BEFORE_LOCK,
  SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS,
  SIGN_IN_FIRST_LOCK_MS,
  SIGN_IN_LONGEST_LOCK_MS,
} from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AFTER_COOLDOWN_MS,
  type Answer,
  encodedCall,
  jsonCall,
  latestCode,
  messageOf,
  mutableClock,
  newIp,
  outboxMessages,
  signUpByOtp,
} from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const PASSWORD = "Right-password-1";
const WRONG = "Wrong-password-9";
const MINUTE = 60_000;

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

/** Every sign-in comes from a new client address unless told: the lock is the account's, not the address's. */
const login = (userName: string, password: string, ip = newIp()) =>
  encodedCall(t, "POST", "/customer/login/v2", { userName, password }, { ip });

let userCounter = 0;
/** A diner with a password and a user name of their own. */
async function diner() {
  userCounter += 1;
  const account = await signUpByOtp(t, { fullName: "Lock Tester" });
  const userName = `lock.tester.${userCounter}`;
  const email = `lock.tester.${userCounter}@example.com`;
  const set = await jsonCall(
    t,
    "PUT",
    "/api/v2/customers",
    { customerId: account.customerId, userName, email, password: PASSWORD },
    { token: account.accessToken },
  );
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { ...account, userName, email };
}

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

async function failTimes(userName: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expectRefused(await login(userName, WRONG));
}

/** The lock notices the outbox kept for this number (the SMS is sent after the answer, so wait for it). */
async function lockNotices(mobilePhone: string, expected: number): Promise<void> {
  await vi.waitFor(async () => {
    const notices = (await outboxMessages(t, mobilePhone)).filter((m) => m.body === ACCOUNT_LOCKED_SMS.customer);
    expect(notices).toHaveLength(expected);
  });
}

describe(`password sign-in locks the account after ${SIGN_IN_FAILURES_BEFORE_LOCK} wrong passwords`, () => {
  it("whatever the address and the way the name is written; even the right password is refused until the lock ends", async () => {
    const account = await diner();
    const spellings = [
      account.userName,
      account.email.toUpperCase(),
      account.mobilePhone,
      account.mobilePhone.slice(2),
      ` ${account.userName} `,
    ];
    for (const spelling of spellings) expectRefused(await login(spelling, WRONG));
    expectLocked(await login(account.userName, PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    expectLocked(await login(account.mobilePhone, PASSWORD, "127.0.0.1"), SIGN_IN_FIRST_LOCK_MS);
    clock.advance(SIGN_IN_FIRST_LOCK_MS - 1_000);
    expectLocked(await login(account.email, PASSWORD), 1_000);
    clock.advance(1_000);
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it("doubles the lock at each further wrong password, up to the longest, and a right one starts the count again", async () => {
    const account = await diner();
    await failTimes(account.userName, SIGN_IN_FAILURES_BEFORE_LOCK);
    let lock = SIGN_IN_FIRST_LOCK_MS;
    expectLocked(await login(account.userName, PASSWORD), lock);
    const seen = [lock];
    while (lock < SIGN_IN_LONGEST_LOCK_MS) {
      clock.advance(lock);
      expectRefused(await login(account.userName, WRONG));
      lock = Math.min(lock * 2, SIGN_IN_LONGEST_LOCK_MS);
      expectLocked(await login(account.userName, PASSWORD), lock);
      seen.push(lock);
    }
    expect(seen.map((ms) => ms / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    clock.advance(lock);
    expectRefused(await login(account.userName, WRONG));
    expectLocked(await login(account.userName, PASSWORD), SIGN_IN_LONGEST_LOCK_MS);
    clock.advance(SIGN_IN_LONGEST_LOCK_MS);

    expect((await login(account.userName, PASSWORD)).status).toBe(200);
    await failTimes(account.userName, SIGN_IN_FAILURES_BEFORE_LOCK - 1);
    expect((await login(account.userName, PASSWORD)).status).toBe(200);
    await failTimes(account.userName, SIGN_IN_FAILURES_BEFORE_LOCK - 1);
    expect((await login(account.userName, PASSWORD)).status).toBe(200);
  });

  it("tells the owner by SMS once when the account locks, not at each refusal or longer lock", async () => {
    const account = await diner();
    await failTimes(account.mobilePhone, SIGN_IN_FAILURES_BEFORE_LOCK - 1);
    await lockNotices(account.mobilePhone, 0);
    expectRefused(await login(account.mobilePhone, WRONG));
    await lockNotices(account.mobilePhone, 1);
    expectLocked(await login(account.mobilePhone, PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    expectLocked(await login(account.mobilePhone, WRONG), SIGN_IN_FIRST_LOCK_MS);
    clock.advance(SIGN_IN_FIRST_LOCK_MS);
    expectRefused(await login(account.mobilePhone, WRONG));
    await lockNotices(account.mobilePhone, 1);

    // A new run of failures after a successful sign-in is a new lock, with its own notice.
    clock.advance(2 * SIGN_IN_FIRST_LOCK_MS);
    expect((await login(account.mobilePhone, PASSWORD)).status).toBe(200);
    await failTimes(account.mobilePhone, SIGN_IN_FAILURES_BEFORE_LOCK);
    await lockNotices(account.mobilePhone, 2);
  });

  it("counts wrong passwords sent together exactly: only the first ones are checked", async () => {
    const account = await diner();
    const together = await Promise.all(Array.from({ length: 20 }, () => login(account.userName, WRONG)));
    expect(together.filter((a) => a.status === 401)).toHaveLength(SIGN_IN_FAILURES_BEFORE_LOCK);
    expect(together.filter((a) => a.status === 429)).toHaveLength(20 - SIGN_IN_FAILURES_BEFORE_LOCK);
    expectLocked(await login(account.userName, PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    await lockNotices(account.mobilePhone, 1);
  });

  it("answers a name no account has exactly like an account: refused, then locked, with the same text and wait", async () => {
    for (const name of ["no.such.diner", "+14155550000"]) {
      await failTimes(name, SIGN_IN_FAILURES_BEFORE_LOCK);
      expectLocked(await login(name, PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    }
    // A mobile counts under one spelling whether or not it has an account.
    expectLocked(await login("4155550000", PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    expectLocked(await login("NO.SUCH.DINER", PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    clock.advance(SIGN_IN_FIRST_LOCK_MS);
    expectRefused(await login("no.such.diner", PASSWORD));
    expectLocked(await login("no.such.diner", PASSWORD), 2 * SIGN_IN_FIRST_LOCK_MS);
  });

  it(`forgets wrong passwords after ${SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS / 3_600_000} hours without one`, async () => {
    const account = await diner();
    await failTimes(account.userName, SIGN_IN_FAILURES_BEFORE_LOCK - 1);
    clock.advance(SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS + 1_000);
    await failTimes(account.userName, SIGN_IN_FAILURES_BEFORE_LOCK - 1);
    expect((await login(account.userName, PASSWORD)).status).toBe(200);
  });

  it("ends the lock when the owner resets the password with a code", async () => {
    const account = await diner();
    await failTimes(account.userName, SIGN_IN_FAILURES_BEFORE_LOCK);
    expectLocked(await login(account.userName, PASSWORD), SIGN_IN_FIRST_LOCK_MS);
    clock.advance(AFTER_COOLDOWN_MS);
    const ip = newIp();
    const reset = (payload: object) => encodedCall(t, "POST", "/customer/resetPassword", payload, { ip });
    expect((await reset({ sendOtp: true, mobilePhone: account.mobilePhone })).status).toBe(200);
    const verified = await reset({ sendOtp: false, mobilePhone: account.mobilePhone, otp: await latestCode(t, account.mobilePhone) });
    const { resetToken } = verified.body as { resetToken: string };
    expect((await reset({ sendOtp: false, resetToken, newPassword: "Brand-new-pass-3" })).status).toBe(200);
    expect((await login(account.userName, "Brand-new-pass-3")).status).toBe(200);
  });
});
