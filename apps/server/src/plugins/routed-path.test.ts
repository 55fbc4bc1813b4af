import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { pathOfRequestLine } from "./routed-path";

const CALLS_PER_MINUTE = 5;
const SIGN_INS_PER_MINUTE = 3;
const VERSION_REFUSED = `The ${APP_VERSION_HEADER} header must be ${APP_VERSION}`;

let t: TestApp;
let port: number;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), "forkful-web-"));
  await writeFile(join(webDistDir, "index.html"), "<!doctype html><title>Forkful</title><div id=root></div>");
  t = await createTestApp({ rateLimitPerMinute: CALLS_PER_MINUTE, authAttemptsPerMinute: SIGN_INS_PER_MINUTE, webDistDir });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(webDistDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Writes one HTTP/1.1 request with exactly this request target (`http://x/data-services/…` stays absolute, as curl's
 * --request-target sends it), from a loopback address of its own so each test has its own rate-limit counters.
 */
function rawRequest(
  method: string,
  target: string,
  { from, body, version = true }: { from: string; body?: object; version?: boolean },
): Promise<RawAnswer> {
  const payload = body ? JSON.stringify(body) : "";
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    "Connection: close",
    ...(version ? [`${APP_VERSION_HEADER}: ${APP_VERSION}`] : []),
    ...(body ? ["Content-Type: application/json"] : []),
    `Content-Length: ${Buffer.byteLength(payload)}`,
  ];
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from }, () => socket.write(`${lines.join("\r\n")}\r\n\r\n${payload}`));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", answer = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: answer });
    });
  });
}

const staffSignIn = (userName: string) => ({ userName, password: "a-wrong-guess-1" });
let nameCounter = 0;
/** A user name no account has, fresh each time, so only the address-wide limit can refuse it. */
const freshName = () => `nobody-${++nameCounter}`;

describe("pathOfRequestLine", () => {
  it.each([
    ["http://x/data-services/staff/login", "/data-services/staff/login"],
    ["HTTPS://x:8443/data-services/order/1?orderId=2", "/data-services/order/1"],
    ["/data%2Dservices/staff/login#top", "/data-services/staff/login"],
    ["/%64ata-services/menu", "/data-services/menu"],
    ["/data-services%2Fstaff", "/data-services%2Fstaff"],
    ["/bad%E0%A4%A", "/bad%E0%A4%A"],
    ["http://x", "/"],
  ])("reads %s as %s", (line, path) => {
    expect(pathOfRequestLine(line)).toBe(path);
  });
});

describe("an absolute-form request line (POST http://x/data-services/… HTTP/1.1)", () => {
  it("is routed like the usual form", async () => {
    const answer = await rawRequest("GET", "http://x/data-services/customer/getCountry/v2", { from: "127.0.0.2" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("encryptedText");
  });

  it("is refused without the X-App-Version header, like the usual form", async () => {
    for (const target of ["http://x/data-services/customer/getCountry/v2", "/data-services/customer/getCountry/v2"]) {
      const answer = await rawRequest("GET", target, { from: "127.0.0.3", version: false });
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ message: VERSION_REFUSED });
    }
    const signIn = await rawRequest("POST", "http://x/data-services/staff/login", {
      from: "127.0.0.3",
      body: staffSignIn(freshName()),
      version: false,
    });
    expect(signIn.status).toBe(400);
    expect(JSON.parse(signIn.body)).toMatchObject({ message: VERSION_REFUSED });
  });

  it(`counts against the sign-in limit (${SIGN_INS_PER_MINUTE} a minute) and gets 429 past it`, async () => {
    const from = "127.0.0.4";
    const answers: RawAnswer[] = [];
    for (let i = 0; i < SIGN_INS_PER_MINUTE + 2; i++) {
      answers.push(await rawRequest("POST", "http://x/data-services/staff/login", { from, body: staffSignIn(freshName()) }));
    }
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
    expect(answers[3]!.headers).toContain("retry-after:");
    expect(JSON.parse(answers[3]!.body).message).toMatch(/^Too many requests/);
  });

  it(`counts against the address-wide limit (${CALLS_PER_MINUTE} calls a minute) and gets 429 past it`, async () => {
    const from = "127.0.0.5";
    const statuses: number[] = [];
    for (let i = 0; i < CALLS_PER_MINUTE + 1; i++) {
      statuses.push((await rawRequest("GET", "http://x/data-services/customer/getCountry/v2", { from })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("shares one counter with every other spelling of the same call", async () => {
    const from = "127.0.0.6";
    const spellings = ["/data-services/staff/login", "http://x/data-services/staff/login", "/data%2Dservices/staff/login"];
    const statuses: number[] = [];
    for (const target of [...spellings, ...spellings]) {
      statuses.push((await rawRequest("POST", target, { from, body: staffSignIn(freshName()) })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("answers an unknown API path 404, not the web app's page, and a page path with the web app", async () => {
    const missing = await rawRequest("GET", "http://x/data-services/no-such-call", { from: "127.0.0.8" });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ message: "No route GET /data-services/no-such-call" });
    const page = await rawRequest("GET", "http://x/order/tracking", { from: "127.0.0.8" });
    expect(page.status).toBe(200);
    expect(page.body).toContain("<div id=root>");
  });

  it("gets the card processor's cross-origin header on its pages", async () => {
    const script = await rawRequest("GET", "http://x/sandbox-processor/sandbox.js", { from: "127.0.0.8" });
    expect(script.status).toBe(200);
    expect(script.headers).toContain("cross-origin-resource-policy: cross-origin");
  });
});

describe("percent-encoded letters in the path (/data%2Dservices/…, reached by app.inject too)", () => {
  const inject = (url: string, { ip, version = true }: { ip: string; version?: boolean }) =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: ip,
      headers: version ? { [APP_VERSION_HEADER]: APP_VERSION } : {},
      payload: staffSignIn(freshName()),
    });

  it("are routed, version-checked and rate limited like the plain path", async () => {
    for (const url of ["/data%2Dservices/staff/login", "/%64ata-services/staff/%6Cogin"]) {
      const unversioned = await inject(url, { ip: "198.51.100.1", version: false });
      expect(unversioned.statusCode, url).toBe(400);
      expect(unversioned.json()).toMatchObject({ message: VERSION_REFUSED });
    }
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_INS_PER_MINUTE + 1; i++) {
      statuses.push(
        (await inject(i % 2 ? "/%64ata-services/staff/%6Cogin" : "/data%2Dservices/staff/login", { ip: "198.51.100.2" })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("no other spelling reaches the sign-in at all: doubled slashes, %2F, a trailing slash or dot, upper case, dot segments", async () => {
    for (const target of [
      "//data-services/staff/login",
      "http://x//data-services/staff/login",
      "/data-services%2Fstaff/login",
      "/data-services/staff%2Flogin",
      "/data-services/staff/login/",
      "/data-services/staff/login.",
      "/DATA-SERVICES/staff/login",
      "/data-services/STAFF/LOGIN",
      "/data-services/./staff/login",
      "/data-services/x/../staff/login",
      "/data-services/staff/login;jsessionid=1",
    ]) {
      const answer = await rawRequest("POST", target, { from: "127.0.0.7", body: staffSignIn(freshName()) });
      expect(answer.status, target).toBe(404);
    }
  });
});
