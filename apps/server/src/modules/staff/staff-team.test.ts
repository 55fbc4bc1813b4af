/**
 * A manager's team (issue 26): the restaurant's manager lists, adds, changes, turns off and gives a new password to its
 * staff; host and kitchen are refused (403), another restaurant's account is not found (404), a taken user name and a
 * manager's own demotion or turning off are refused (409), bad input changes nothing (400). Every action is recorded.
 */
import { REFUSALS } from "@forkful/contracts/refusals";
import { staffSignInAnswerSchema } from "@forkful/contracts/staff-sessions";
import { STAFF_TEAM_ACTIONS, staffHistoryAnswerSchema, staffMemberSchema, staffTeamAnswerSchema } from "@forkful/contracts/staff-team";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoHostUserName, demoKitchenUserName, demoStaffUserName } from "../../../seed/seed-staff";
import { merchantLocations } from "../../db/schema/merchants";
import { staff, staffActions } from "../../db/schema/staff";
import { snapshotData } from "../../test/data-snapshot";
import { jsonCall, newIp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let manager: { token: string; id: string };
let host: string;
let kitchen: string;
let managerElsewhere: string;
const slugs = { here: "", elsewhere: "" };
beforeAll(async () => {
  t = await createTestApp();
  const [here, elsewhere] = await t.database.db
    .select({ slug: merchantLocations.locationSlug })
    .from(merchantLocations)
    .where(eq(merchantLocations.currency, "USD"))
    .limit(2);
  Object.assign(slugs, { here: here!.slug, elsewhere: elsewhere!.slug });
  const managerHere = await signIn(demoStaffUserName(here!.slug));
  manager = { token: managerHere.accessToken, id: managerHere.staff.id };
  host = (await signIn(demoHostUserName(here!.slug))).accessToken;
  kitchen = (await signIn(demoKitchenUserName(here!.slug))).accessToken;
  managerElsewhere = (await signIn(demoStaffUserName(elsewhere!.slug))).accessToken;
});
afterAll(() => t.close());

const PASSWORD = "first-pass-word-1";

async function signIn(userName: string, password = DEMO_STAFF_PASSWORD) {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName, password }, { ip: newIp() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return staffSignInAnswerSchema.parse(answer.body);
}
const newUserName = () => `team.${Math.random().toString(36).slice(2, 10)}`;
const team = (token: string) => jsonCall(t, "GET", "/staff/team", undefined, { token });
const add = (token: string, body: unknown) => jsonCall(t, "POST", "/staff/team", body, { token });
const change = (token: string, staffId: string, body: unknown) => jsonCall(t, "PUT", `/staff/team/${staffId}`, body, { token });
const newPassword = (token: string, staffId: string, password: string) =>
  jsonCall(t, "PUT", `/staff/team/${staffId}/password`, { password }, { token });
const history = (token: string, staffId: string) => jsonCall(t, "GET", `/staff/team/${staffId}/history`, undefined, { token });

async function addHost(): Promise<{ id: string; userName: string }> {
  const userName = newUserName();
  const added = await add(manager.token, { userName, fullName: "Front Desk", role: "host", password: PASSWORD });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { id: staffMemberSchema.parse(added.body).id, userName };
}

/** The actions recorded about an account, oldest first, as the database holds them. */
const actionsAbout = (staffId: string) =>
  t.database.db.select().from(staffActions).where(eq(staffActions.subjectId, staffId)).orderBy(staffActions.at, staffActions.id);

describe("a manager's team", () => {
  it("lists the restaurant's staff, its own only", async () => {
    const listed = staffTeamAnswerSchema.parse((await team(manager.token)).body).staff;
    expect(listed.map((m) => m.role).sort()).toEqual(expect.arrayContaining(["host", "kitchen", "manager"]));
    expect(listed.find((m) => m.id === manager.id)).toMatchObject({ role: "manager", disabled: false });
    const theirs = staffTeamAnswerSchema.parse((await team(managerElsewhere)).body).staff;
    expect(theirs.some((m) => listed.some((l) => l.id === m.id))).toBe(false);
    expect(JSON.stringify(listed)).not.toMatch(/passwordHash|scrypt/);
  });

  it("adds an account that signs in with its first password, and records who added it", async () => {
    const userName = newUserName();
    const added = await add(manager.token, {
      userName: `  ${userName.toUpperCase()} `,
      fullName: "Asha Cook",
      role: "kitchen",
      password: PASSWORD,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const member = staffMemberSchema.parse(added.body);
    expect(member).toMatchObject({ userName, fullName: "Asha Cook", role: "kitchen", disabled: false });
    expect((await signIn(userName, PASSWORD)).staff).toMatchObject({ id: member.id, role: "kitchen" });
    const [record] = await actionsAbout(member.id);
    expect(record).toMatchObject({ actorStaffId: manager.id, action: STAFF_TEAM_ACTIONS.added, subjectType: "staff" });
    expect(record!.detail).toEqual({ userName, fullName: "Asha Cook", role: "kitchen" });
    expect(JSON.stringify(record!.detail)).not.toContain(PASSWORD);
  });

  it("refuses a user name taken, at this restaurant or another (409), and adds nothing", async () => {
    const before = await snapshotData(t.database);
    for (const userName of [demoHostUserName(slugs.here).toUpperCase(), demoStaffUserName(slugs.elsewhere)]) {
      const taken = await add(manager.token, { userName, fullName: "Copy Cat", role: "host", password: PASSWORD });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject(REFUSALS.STAFF_USER_NAME_TAKEN);
    }
    expect(await snapshotData(t.database)).toEqual(before);
  });

  it.each([
    ["a weak password", { password: "password" }],
    ["a role that is none", { role: "owner" }],
    ["a user name with spaces", { userName: "two words" }],
    ["no full name", { fullName: "" }],
  ])("refuses %s (400) and adds nothing", async (_, wrong) => {
    const before = await snapshotData(t.database);
    const refused = await add(manager.token, {
      userName: newUserName(),
      fullName: "Bad Input",
      role: "host",
      password: PASSWORD,
      ...wrong,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(await snapshotData(t.database)).toEqual(before);
  });

  it("changes a role and a full name, records from and to, and ends the account's sessions so the new role applies", async () => {
    const member = await addHost();
    const live = await signIn(member.userName, PASSWORD);
    const changed = await change(manager.token, member.id, { role: "kitchen", fullName: "Front Desk Cook" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(staffMemberSchema.parse(changed.body)).toMatchObject({ role: "kitchen", fullName: "Front Desk Cook" });
    expect((await jsonCall(t, "GET", "/staff/curbside", undefined, { token: live.accessToken })).status).toBe(401);
    expect((await signIn(member.userName, PASSWORD)).staff.role).toBe("kitchen");
    const records = await actionsAbout(member.id);
    expect(records.at(-1)).toMatchObject({ actorStaffId: manager.id, action: STAFF_TEAM_ACTIONS.changed });
    expect(records.at(-1)!.detail).toEqual({
      changes: { role: { from: "host", to: "kitchen" }, fullName: { from: "Front Desk", to: "Front Desk Cook" } },
    });
    // The same change again changes nothing and records nothing.
    expect((await change(manager.token, member.id, { role: "kitchen" })).status).toBe(200);
    expect(await actionsAbout(member.id)).toHaveLength(records.length);
  });

  it("refuses a manager turning off or demoting their own account (409), and changes nothing", async () => {
    const before = await snapshotData(t.database);
    for (const body of [{ disabled: true }, { role: "host" }, { role: "kitchen", fullName: "Someone Else" }]) {
      const refused = await change(manager.token, manager.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body).toMatchObject(REFUSALS.STAFF_OWN_ACCESS);
    }
    expect(await snapshotData(t.database)).toEqual(before);
    // Their own name they may change.
    expect((await change(manager.token, manager.id, { fullName: "Demo manager" })).status).toBe(200);
  });

  it("refuses an empty change or a wrong value (400) and changes nothing", async () => {
    const member = await addHost();
    const before = await snapshotData(t.database);
    for (const body of [{}, { disabled: "yes" }, { role: "chef" }, { fullName: "x" }]) {
      expect((await change(manager.token, member.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await change(manager.token, "not-an-id", { fullName: "Any Name" })).status).toBe(400);
    expect(await snapshotData(t.database)).toEqual(before);
  });

  it("gives a new password: the old one stops working, the account's sessions end, and it is recorded", async () => {
    const member = await addHost();
    const live = await signIn(member.userName, PASSWORD);
    const reset = await newPassword(manager.token, member.id, "second-pass-word-2");
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await jsonCall(t, "POST", "/staff/token", { refreshToken: live.refreshToken })).status).toBe(401);
    expect((await jsonCall(t, "POST", "/staff/login", { userName: member.userName, password: PASSWORD }, { ip: newIp() })).status).toBe(
      401,
    );
    await signIn(member.userName, "second-pass-word-2");
    expect((await actionsAbout(member.id)).at(-1)).toMatchObject({ action: STAFF_TEAM_ACTIONS.passwordReset, detail: {} });
    expect((await newPassword(manager.token, member.id, "short1")).status).toBe(400);
  });

  it("shows an account's history, newest first, with who acted", async () => {
    const member = await addHost();
    await change(manager.token, member.id, { disabled: true });
    const shown = staffHistoryAnswerSchema.parse((await history(manager.token, member.id)).body).actions;
    expect(shown.map((a) => a.action)).toEqual([STAFF_TEAM_ACTIONS.changed, STAFF_TEAM_ACTIONS.added]);
    expect(shown[0]).toMatchObject({ actor: { id: manager.id, fullName: "Demo manager" }, subjectId: member.id });
    expect(shown[0]!.detail).toEqual({ changes: { disabled: { from: false, to: true } } });
    // The manager's own history holds what they did.
    const own = staffHistoryAnswerSchema.parse((await history(manager.token, manager.id)).body).actions;
    expect(own.some((a) => a.subjectId === member.id)).toBe(true);
  });
});

describe("who may manage the team", () => {
  it("refuses the host and the kitchen (403) every team call, and they change nothing", async () => {
    const member = await addHost();
    const before = await snapshotData(t.database);
    for (const token of [host, kitchen]) {
      expect((await team(token)).status).toBe(403);
      expect((await add(token, { userName: newUserName(), fullName: "Sneaky Add", role: "manager", password: PASSWORD })).status).toBe(403);
      expect((await change(token, member.id, { role: "manager" })).status).toBe(403);
      expect((await newPassword(token, member.id, "sneaky-pass-1")).status).toBe(403);
      expect((await history(token, member.id)).status).toBe(403);
    }
    expect(await snapshotData(t.database)).toEqual(before);
  });

  it("does not find another restaurant's account (404) for a manager elsewhere, and changes nothing", async () => {
    const member = await addHost();
    const before = await snapshotData(t.database);
    expect((await change(managerElsewhere, member.id, { disabled: true })).status).toBe(404);
    expect((await newPassword(managerElsewhere, member.id, "sneaky-pass-1")).status).toBe(404);
    expect((await history(managerElsewhere, member.id)).status).toBe(404);
    expect(await snapshotData(t.database)).toEqual(before);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.disabled).toBe(false);
  });
});
