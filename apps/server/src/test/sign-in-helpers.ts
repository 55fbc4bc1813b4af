/** Helpers for account API tests: encoded and JSON calls as a caller, codes from the dev outbox, OTP sign-up. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type ValidateOtpAnswer, validateOtpAnswerSchema } from "@forkful/contracts/auth";
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type AppDeps, buildApp } from "../app";
import { createLocalMediaStorage } from "../integrations/storage/local-media-storage";
import { TEST_NOW, type TestApp, testConfig } from "./test-app";
import { openTestDatabase } from "./test-database";

export interface Answer {
  status: number;
  /** Decoded `encryptedText`, or the JSON body (errors are plain JSON). */
  body: unknown;
  response: LightMyRequestResponse;
}

export interface CallOptions {
  /** Bearer access token. */
  token?: string;
  /** The client address; each sign-up helper uses its own so per-address OTP limits stay out of the way. */
  ip?: string;
}

type Method = "POST" | "PUT" | "PATCH" | "GET" | "DELETE";

function readAnswer(response: LightMyRequestResponse): unknown {
  const json = response.json() as { encryptedText?: string };
  return typeof json?.encryptedText === "string" ? decodePayload(json.encryptedText) : json;
}

function headersOf(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return headers;
}

/** An encoded `{ data }` call; the answer decoded. */
export async function encodedCall(t: TestApp, method: Method, path: string, payload: unknown, options: CallOptions = {}): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url: `/data-services${path}`,
    headers: headersOf(options),
    payload: encodeRequest(payload),
    remoteAddress: options.ip ?? "127.0.0.1",
  });
  return { status: response.statusCode, body: readAnswer(response), response };
}

/** A JSON call (the /api/v2 ones). */
export async function jsonCall(t: TestApp, method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url: `/data-services${path}`,
    headers: headersOf(options),
    ...(method === "GET" ? {} : { payload: body as object }),
    remoteAddress: options.ip ?? "127.0.0.1",
  });
  return { status: response.statusCode, body: response.json(), response };
}

/** The message of an error answer. */
export const messageOf = (answer: Answer): string => (answer.body as { message?: string }).message ?? "";

/** A clock tests can move forward: `createTestApp({ clock: clock.now })`, then `clock.advance(31_000)`. */
export function mutableClock(start: Date = TEST_NOW) {
  let current = start;
  return {
    now: (): Date => current,
    advance(ms: number): void {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** Past the resend cooldown. */
export const AFTER_COOLDOWN_MS = 31_000;

let numberCounter = 0;
let ipCounter = 0;
/** A fresh, valid US mobile number in E.164 (415-555-1000 and up) for each call in a test file. */
export function newMobile(): string {
  numberCounter += 1;
  return `+1415555${String(1000 + numberCounter).padStart(4, "0")}`;
}
/** A fresh client address (TEST-NET-3), so per-address OTP limits do not spill between tests. */
export function newIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}`;
}

/** Every SMS the dev outbox kept for this number, newest first. */
export async function outboxMessages(t: TestApp, to: string): Promise<{ to: string; body: string; createdAt: string }[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/data-services/dev/sms-outbox?to=${encodeURIComponent(to)}`,
    headers: headersOf({}),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: { to: string; body: string; createdAt: string }[] }).messages;
}

/** The newest code sent to this number. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [message] = await outboxMessages(t, to);
  const code = message?.body.match(/^(\d{6}) /)?.[1];
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}

/** Any 6-digit code other than the given one. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

export interface SignUp {
  mobilePhone?: string;
  fullName?: string;
  email?: string;
  isGuestUser?: boolean;
  ip?: string;
  /** The session the code is verified in (a guest session that ordered signed out, say). */
  token?: string;
}

/** sendSMS, the code from the outbox, validateOTP/v2: a signed-in (or guest) customer. */
export async function signUpByOtp(t: TestApp, options: SignUp = {}): Promise<ValidateOtpAnswer> {
  const mobilePhone = options.mobilePhone ?? newMobile();
  const ip = options.ip ?? newIp();
  const sent = await encodedCall(t, "POST", "/customer/sendSMS", { mobilePhone, isGuestUser: options.isGuestUser ?? false }, { ip });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = await latestCode(t, mobilePhone);
  const verified = await encodedCall(
    t,
    "POST",
    "/customer/validateOTP/v2",
    {
      mobilePhone,
      otp,
      fullName: options.fullName ?? "Test Diner",
      email: options.email,
      isGuestUser: options.isGuestUser ?? false,
    },
    { ip, token: options.token },
  );
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return validateOtpAnswerSchema.parse(verified.body);
}

/**
 * An app on a fresh, unseeded database with some settings changed (log level, SMS provider, the
 * dev outbox route), for the few tests that need them; `call` and `get` are not provided.
 */
export async function createAppWith(config: Partial<AppDeps["config"]>): Promise<TestApp> {
  const database = await openTestDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), "forkful-media-"));
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: join(mediaDir, "no-web"), ...config }),
    secret: "a-test-secret-that-is-long-enough-000",
    database,
    storage: createLocalMediaStorage(mediaDir),
    clock: () => TEST_NOW,
  });
  await app.ready();
  const unsupported = () => Promise.reject(new Error("not provided by createAppWith"));
  return {
    app,
    database,
    call: unsupported,
    get: unsupported,
    async close() {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
