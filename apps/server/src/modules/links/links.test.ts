/** Short links (issue 15): staff make them for what their restaurant has, diners follow them, expired ones say so. */
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { MESSAGES } from "@forkful/contracts/messages";
import {
  actualUrlAnswerSchema,
  SHORT_LINK_REFUSAL_CODES,
  SHORT_LINK_REFUSALS,
  shortLinkListSchema,
  shortLinkSchema,
} from "@forkful/contracts/short-links";
import { TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { shortLinks } from "../../db/schema/links";
import { diningTables } from "../../db/schema/tables";
import { encodedCall, jsonCall, messageOf } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { shortLinkUrl } from "./links-deps";

const SAKURA = "sakura-street-ramen-japantown";
const GRAMERCY = "gramercy-table-gramercy-park";

async function staffToken(t: TestApp, slug: string): Promise<string> {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(slug), password: DEMO_STAFF_PASSWORD });
  expect(answer.status).toBe(200);
  return (answer.body as { accessToken: string }).accessToken;
}

const follow = (t: TestApp, tinyUrl: string) => encodedCall(t, "POST", "/customer/getActualURL/v2", { tinyUrl });
const make = (t: TestApp, token: string, body: unknown) => jsonCall(t, "POST", "/staff/short-links", body, { token });
const asStaff = (token: string) => ({ authorization: `Bearer ${token}`, [APP_VERSION_HEADER]: APP_VERSION });
const later = (ms: number) => new Date(TEST_NOW.getTime() + ms).toISOString();

describe("short links", () => {
  let t: TestApp;
  let sakura: string;
  let gramercy: string;
  beforeAll(async () => {
    t = await createTestApp();
    sakura = await staffToken(t, SAKURA);
    gramercy = await staffToken(t, GRAMERCY);
  });
  afterAll(() => t.close());

  it("take a diner to the seeded link's target and count each visit", async () => {
    const first = await follow(t, "ramen7");
    expect(first.status).toBe(200);
    expect(actualUrlAnswerSchema.parse(first.body).metaDataInfo).toEqual({
      responseCode: "SUCCESS",
      responseMessage: `/restaurant/${SAKURA}`,
    });
    await follow(t, "ramen7");
    const [row] = await t.database.db.select().from(shortLinks).where(eq(shortLinks.id, "ramen7"));
    expect(row?.visits).toBe(2);
  });

  it("answer 404 'Link expired..' for a link that expired, counting nothing", async () => {
    const answer = await follow(t, "gone2025");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: MESSAGES.linkExpired, code: SHORT_LINK_REFUSAL_CODES.expired });
    const [row] = await t.database.db.select().from(shortLinks).where(eq(shortLinks.id, "gone2025"));
    expect(row?.visits).toBe(0);
  });

  it("answer 404 'Link not found' for a link never made (with its own code), and 400 for an id no link could have", async () => {
    for (const id of ["zz9999z", "pizza99"]) {
      const answer = await follow(t, id);
      expect(answer.status, id).toBe(404);
      expect(answer.body, id).toMatchObject({ message: SHORT_LINK_REFUSALS.neverMade, code: SHORT_LINK_REFUSAL_CODES.neverMade });
    }
    const malformed = await follow(t, "no such/id");
    expect([malformed.status, messageOf(malformed)]).toEqual([400, `tinyUrl: ${SHORT_LINK_REFUSALS.neverMade}`]);
  });

  it("read a digit-less id as a restaurant's slug, only when a restaurant has it", async () => {
    const known = await follow(t, SAKURA);
    expect(actualUrlAnswerSchema.parse(known.body).metaDataInfo.responseMessage).toBe(`/restaurant/${SAKURA}/details`);
    const unknown = await follow(t, "no-such-restaurant");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: SHORT_LINK_REFUSALS.neverMade, code: SHORT_LINK_REFUSAL_CODES.neverMade });
  });

  it("are made by staff for their restaurant, a menu, a table and an event, with an id holding a digit", async () => {
    const cases = [
      [SAKURA, sakura, { kind: "restaurant", label: "Door" }, `/restaurant/${SAKURA}`],
      [SAKURA, sakura, { kind: "menu", menuType: "delivery" }, `/restaurant/${SAKURA}/menu/delivery`],
      [SAKURA, sakura, { kind: "table", tableId: "t4" }, `/restaurant/${SAKURA}/table/T4`],
      [GRAMERCY, gramercy, { kind: "event", eventSlug: "new-years-eve-2026" }, `/restaurant/${GRAMERCY}/e/new-years-eve-2026`],
    ] as const;
    for (const [, token, body, target] of cases) {
      const made = await make(t, token, { ...body, expiresAt: later(86_400_000) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const link = shortLinkSchema.parse(made.body);
      expect(link).toMatchObject({ kind: body.kind, target, expired: false, visits: 0, expiresAt: later(86_400_000) });
      expect(link.id).toMatch(/^[A-Za-z0-9]{7}$/);
      expect(link.id).toMatch(/\d/);
      expect(link.url).toBe(`http://localhost:80/${link.id}`);
      expect((await follow(t, link.id)).body).toEqual({ metaDataInfo: { responseCode: "SUCCESS", responseMessage: target } });
    }
  });

  it("never carry a table's QR token: a table's link leads to its landing, and the link gives no presence at the table", async () => {
    const made = shortLinkSchema.parse((await make(t, sakura, { kind: "table", tableId: "T4" })).body);
    const [table] = await t.database.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.locationId, made.locationId), eq(diningTables.tableId, "T4")));
    const target = actualUrlAnswerSchema.parse((await follow(t, made.id)).body).metaDataInfo.responseMessage;
    expect(target).toBe(`/restaurant/${SAKURA}/table/T4`);
    expect(target).not.toContain(table!.token);
    expect(JSON.stringify(made)).not.toContain(table!.token);
    // Following it, the diner's table calls carry no token: refused until they scan the table's code.
    const tab = await encodedCall(t, "POST", "/order/customer/table-tab", { locationId: made.locationId, tableId: "T4" });
    expect([tab.status, (tab.body as { code?: string }).code]).toEqual([403, TABLE_TOKEN_REFUSALS.missing.code]);
  });

  it("refuse a table, campaign or event the restaurant does not have, a past expiry and a missing choice (400)", async () => {
    const refusals = [
      [{ kind: "table", tableId: "T404" }, SHORT_LINK_REFUSALS.noTable],
      [{ kind: "event", eventSlug: "new-years-eve-2026" }, SHORT_LINK_REFUSALS.noEvent],
      [{ kind: "campaign", campaignId: 999_999 }, SHORT_LINK_REFUSALS.noCampaign],
      [{ kind: "restaurant", expiresAt: later(0) }, SHORT_LINK_REFUSALS.expiryPast],
      [{ kind: "menu" }, SHORT_LINK_REFUSALS.needsMenuType],
    ] as const;
    const before = await t.database.db.$count(shortLinks);
    for (const [body, message] of refusals) {
      const answer = await make(t, sakura, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(answer)).toContain(message);
    }
    expect(await t.database.db.$count(shortLinks)).toBe(before);
    expect((await make(t, "", { kind: "restaurant" })).status).toBe(401);
  });

  it("are listed newest first, expired by staff now, and their QR code is an SVG; another restaurant's are not found", async () => {
    const made = shortLinkSchema.parse((await make(t, sakura, { kind: "restaurant", label: "To expire" })).body);
    const list = shortLinkListSchema.parse((await jsonCall(t, "GET", "/staff/short-links", undefined, { token: sakura })).body);
    expect(list.every((l) => l.locationId === made.locationId)).toBe(true);
    expect(list.map((l) => l.id)).toEqual(expect.arrayContaining([made.id, "ramen7"]));
    expect(list.map((l) => l.createdAt)).toEqual([...list.map((l) => l.createdAt)].sort().reverse());
    expect(list.find((l) => l.id === "ramen7")?.visits).toBe(2);

    const qr = await t.app.inject({ method: "GET", url: `${made.qrPath}`, headers: asStaff(sakura) });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toContain("image/svg+xml");
    expect(qr.body).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>\s*$/);

    for (const [method, url] of [
      ["DELETE", `/staff/short-links/${made.id}`],
      ["GET", made.qrPath.replace("/data-services", "")],
    ] as const) {
      const elsewhere = await t.app.inject({ method, url: `/data-services${url}`, headers: asStaff(gramercy) });
      expect(elsewhere.statusCode, url).toBe(404);
      expect(elsewhere.json().message).toBe(SHORT_LINK_REFUSALS.notFound);
    }
    const expired = await t.app.inject({ method: "DELETE", url: `/data-services/staff/short-links/${made.id}`, headers: asStaff(sakura) });
    expect(shortLinkSchema.parse(expired.json())).toMatchObject({ id: made.id, expired: true, expiresAt: TEST_NOW.toISOString() });
    expect(messageOf(await follow(t, made.id))).toBe(MESSAGES.linkExpired);
  });
});

describe("a short link's printed url", () => {
  it("starts with PUBLIC_URL when set, else with the address staff called from", () => {
    expect(shortLinkUrl({ publicUrl: "https://forkful.example/" }, "http://10.0.0.5:3000", "ab1")).toBe("https://forkful.example/ab1");
    expect(shortLinkUrl({ publicUrl: undefined }, "http://10.0.0.5:3000", "ab1")).toBe("http://10.0.0.5:3000/ab1");
  });
});
