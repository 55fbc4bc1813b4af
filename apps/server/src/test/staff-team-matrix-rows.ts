/**
 * The authorization matrix's rows for a manager's team (issue 26): only the restaurant's manager lists, adds, changes
 * and resets its staff and reads their history; host and kitchen are refused (403), and another restaurant's account
 * is not found (404) for a manager elsewhere. A manager elsewhere adds only to their own restaurant (the restaurant is
 * the token's, never the body's): sent a user name taken here, they are refused (409) and change nothing.
 */
import { randomUUID } from "node:crypto";
import { staffHistoryAnswerSchema, staffMemberSchema, staffTeamAnswerSchema } from "@forkful/contracts/staff-team";
import { expect } from "vitest";
import {
  type Answer,
  type CallerName,
  type Fixture,
  type Identity,
  isManagerHere,
  type Matrix,
  type MatrixRow,
  type Statuses,
} from "./authorization-kit";
import { jsonCall } from "./sign-in-helpers";

const PASSWORD = "matrix-pass-word-1";
const newUserName = () => `mx.${randomUUID().slice(0, 8)}`;

/** A host account of the matrix's restaurant, added by its manager. */
async function teamMember(m: Matrix): Promise<Partial<Fixture>> {
  const userName = newUserName();
  const body = { userName, fullName: "Matrix Host", role: "host", password: PASSWORD };
  const added = await jsonCall(m.t, "POST", "/staff/team", body, { token: m.cast.managerHere.token });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { teamMemberId: staffMemberSchema.parse(added.body).id, teamMemberUserName: userName };
}

const showsTheMember = (answer: Answer, _caller: CallerName, f: Fixture) =>
  expect(staffMemberSchema.parse(answer.body).id).toBe(f.teamMemberId);

export function staffTeamRows(matrix: () => Matrix, expected: { managersOwn: Statuses; managerHere: Statuses }): MatrixRow[] {
  const elsewhere = (caller: Identity) => {
    const { cast } = matrix();
    return caller.token !== undefined && [cast.staffElsewhere.token, cast.restaurantOwnerElsewhere.token].includes(caller.token);
  };
  return [
    {
      call: "GET /staff/team",
      on: "staff",
      expected: expected.managersOwn,
      prepare: () => teamMember(matrix()),
      request: () => ({}),
      shows: (answer, caller, f) => {
        const ids = staffTeamAnswerSchema.parse(answer.body).staff.map((member) => member.id);
        expect(ids.includes(f.teamMemberId!), `${caller} sees the restaurant's member`).toBe(isManagerHere(caller));
      },
    },
    {
      call: "POST /staff/team",
      on: "staff",
      expected: { ...expected.managerHere, managerHere: 201, restaurantOwnerHere: 201, staffElsewhere: 409, restaurantOwnerElsewhere: 409 },
      prepare: () => teamMember(matrix()),
      request: (f, caller) => ({
        body: {
          userName: elsewhere(caller) ? f.teamMemberUserName : newUserName(),
          fullName: "Matrix Newcomer",
          role: "kitchen",
          password: PASSWORD,
        },
      }),
      shows: (answer) => expect(staffMemberSchema.parse(answer.body)).toMatchObject({ role: "kitchen", disabled: false }),
    },
    {
      call: "PUT /staff/team/{staffId}",
      on: "staff",
      expected: expected.managerHere,
      prepare: () => teamMember(matrix()),
      request: (f) => ({ params: { staffId: f.teamMemberId! }, body: { fullName: "Matrix Renamed", disabled: true } }),
      shows: showsTheMember,
    },
    {
      call: "PUT /staff/team/{staffId}/password",
      on: "staff",
      expected: expected.managerHere,
      prepare: () => teamMember(matrix()),
      request: (f) => ({ params: { staffId: f.teamMemberId! }, body: { password: "matrix-new-pass-2" } }),
      shows: showsTheMember,
    },
    {
      call: "GET /staff/team/{staffId}/history",
      on: "staff",
      expected: expected.managerHere,
      prepare: () => teamMember(matrix()),
      request: (f) => ({ params: { staffId: f.teamMemberId! } }),
      shows: (answer, _caller, f) =>
        expect(staffHistoryAnswerSchema.parse(answer.body).actions.map((a) => a.subjectId)).toContain(f.teamMemberId),
    },
  ];
}
