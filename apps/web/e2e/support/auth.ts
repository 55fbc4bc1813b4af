/**
 * Accounts for the journeys: fresh mobile numbers, sign-in codes read from the server's dev SMS outbox, accounts made
 * through the API, and a signed-in browser without going through the sheet. Every test makes its own.
 */
import { randomInt } from "node:crypto";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type CustomerDetails, verifyOtpAnswerSchema } from "@forkful/contracts/auth";
import type { PlacedOrder } from "@forkful/contracts/order-access";
import type { APIRequestContext, Page } from "@playwright/test";
import { STORAGE_KEYS } from "../../src/shared/lib/storage-keys";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };

/** A US mobile number no other test uses: +1, an area code and an exchange of 2–9xx, four digits. */
export function freshUsNumber(): string {
  const part = () => `${randomInt(2, 10)}${String(randomInt(0, 100)).padStart(2, "0")}`;
  return `+1${part()}${part()}${String(randomInt(0, 10_000)).padStart(4, "0")}`;
}

/** "+14155550123" → "415 555 0123", as a diner types it after picking +1. */
export const nationalNumber = (e164: string) => `${e164.slice(2, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;

interface OutboxMessage {
  to: string;
  body: string;
  createdAt: string;
}

/** The code of the newest SMS to `to` sent at or after `since` (epoch ms), waiting for it to arrive. */
export async function readCode(request: APIRequestContext, to: string, since = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await request.get(`${API_BASE_PATH}/dev/sms-outbox`, { params: { to }, headers });
    if (!response.ok()) throw new Error(`The SMS outbox answered ${response.status()}: is SMS_OUTBOX_ROUTE on?`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const latest = messages.find((m) => Date.parse(m.createdAt) >= since - 1000);
    const code = latest?.body.match(/^\d{6}/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code was sent to ${to}`);
}

export interface TestAccount {
  mobilePhone: string;
  fullName: string;
  email: string | null;
  customerId: string;
  accessToken: string;
  refreshToken: string;
  details: CustomerDetails;
  /** When its sign-up code was sent: another code to the number waits for the resend cooldown. */
  codeSentAt: number;
}

async function json(request: APIRequestContext, method: "post" | "put", path: string, data: unknown, token?: string) {
  const response = await request[method](`${API_BASE_PATH}${path}`, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data,
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** A new account signed up by code (request-otp, then verify-otp with a name). */
export async function createAccount(request: APIRequestContext, options: { fullName?: string; email?: string } = {}): Promise<TestAccount> {
  const mobilePhone = freshUsNumber();
  const fullName = options.fullName ?? "Ada Lovelace";
  const codeSentAt = Date.now();
  await json(request, "post", "/api/v2/customers/auth/request-otp", { mobilePhone, countryCode: "+1", purpose: "login" });
  const otp = await readCode(request, mobilePhone, codeSentAt);
  const answer = verifyOtpAnswerSchema.parse(
    await json(request, "post", "/api/v2/customers/auth/verify-otp", {
      mobilePhone,
      countryCode: "+1",
      otp,
      fullName,
      ...(options.email ? { email: options.email } : {}),
    }),
  );
  return {
    mobilePhone,
    fullName,
    email: options.email ?? null,
    customerId: answer.customerDetails.customerId,
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    details: answer.customerDetails,
    codeSentAt,
  };
}

export async function setPassword(request: APIRequestContext, account: TestAccount, password: string): Promise<void> {
  await json(request, "put", "/api/v2/customers", { customerId: account.customerId, countryCode: "+1", password }, account.accessToken);
}

/** Opens `path` signed in as `account`, its session in local storage as the app keeps it. */
export async function openSignedIn(page: Page, account: TestAccount, path: string): Promise<void> {
  await page.goto("/notFound");
  await page.evaluate(
    ({ keys, account }) => {
      localStorage.setItem(keys.userId, account.customerId);
      localStorage.setItem(keys.accessToken, account.accessToken);
      localStorage.setItem(keys.refreshToken, account.refreshToken);
      localStorage.setItem(
        keys.userDetails,
        JSON.stringify({
          firstName: account.fullName.split(" ")[0],
          customerId: account.customerId,
          fullName: account.fullName,
          mobilePhone: account.mobilePhone,
          email: account.email,
          hasPassword: account.details.hasPassword,
        }),
      );
    },
    { keys: STORAGE_KEYS, account },
  );
  await page.goto(path);
}

/**
 * Opens `path` in the guest session an order placed signed out opened (as the device that placed it keeps it), so the
 * page may pay and change that order.
 */
export async function openAsGuest(page: Page, order: PlacedOrder, path: string): Promise<void> {
  const session = order.guestSession;
  if (!session) throw new Error("the order was not placed signed out: it has no guest session");
  await page.goto("/notFound");
  await page.evaluate(
    ({ keys, session, fullName, phone }) => {
      localStorage.setItem(keys.userId, session.customerId);
      localStorage.setItem(keys.accessToken, session.accessToken);
      localStorage.setItem(keys.refreshToken, session.refreshToken);
      const details = { firstName: fullName.split(" ")[0], customerId: session.customerId, fullName, mobilePhone: null, email: null };
      localStorage.setItem(keys.userDetails, JSON.stringify(details));
      localStorage.setItem(keys.guestUserName, fullName);
      localStorage.setItem(keys.guestMobileNumber, phone);
    },
    { keys: STORAGE_KEYS, session, fullName: order.fullName, phone: order.phone },
  );
  await page.goto(path);
}

/** The access token the page's session holds now (the app rotates it), for reading its orders through the API. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
  if (!token) throw new Error("the page holds no session");
  return token;
}

/** The session keys of local storage, and how many keys it holds in all. */
export async function storedSession(page: Page) {
  return page.evaluate((keys) => {
    const get = (key: string) => localStorage.getItem(key);
    return {
      length: localStorage.length,
      userId: get(keys.userId),
      accessToken: get(keys.accessToken),
      refreshToken: get(keys.refreshToken),
      userDetails: get(keys.userDetails),
      guestUserName: get(keys.guestUserName),
      guestMobileNumber: get(keys.guestMobileNumber),
      guestEmail: get(keys.guestEmail),
    };
  }, STORAGE_KEYS);
}

/** Mobile (390 px) or desktop (1280 px): the projects of playwright.config.ts. */
export const isMobileProject = (projectName: string) => projectName === "mobile";
