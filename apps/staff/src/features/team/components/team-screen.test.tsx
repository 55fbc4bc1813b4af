/** The team screen (issue 26): the accounts, adding one, a role change, turning off, a password shown once, a history. */
import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { STAFF_TEAM_REFUSALS, type StaffMember } from "@forkful/contracts/staff-team";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveStaffSession } from "../../../shared/api/staff-session";
import { renderWithQueries } from "../../../shared/testing/staff-screen";
import { TeamScreen } from "./team-screen";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const manager: StaffMember = {
  id: "11111111-1111-4111-8111-111111111111",
  userName: "manager.sakura",
  fullName: "Demo manager",
  role: "manager",
  disabled: false,
};
const host: StaffMember = {
  id: "22222222-2222-4222-8222-222222222222",
  userName: "host.sakura",
  fullName: "Hana Host",
  role: "host",
  disabled: false,
};
let team: StaffMember[];

function renderTeam() {
  return renderWithQueries(<TeamScreen />);
}
const rowOf = async (name: string) => (await screen.findByRole("heading", { name: new RegExp(name) })).closest("li") as HTMLElement;

beforeEach(() => {
  saveStaffSession({
    accessToken: "staff-token",
    refreshToken: "staff-refresh",
    userName: "manager.sakura",
    staff: { id: manager.id, name: "Demo manager", role: "manager", locationId: 1 },
  });
  team = [manager, host];
  api.install({
    "/staff/team": (payload) => {
      if (!payload) return json({ staff: team });
      const added: StaffMember = {
        id: "33333333-3333-4333-8333-333333333333",
        ...(payload as Omit<StaffMember, "id" | "disabled">),
        disabled: false,
      };
      team = [...team, added];
      return json(added, 201);
    },
    [`/staff/team/${host.id}`]: (payload) => {
      team = team.map((m) => (m.id === host.id ? { ...m, ...(payload as Partial<StaffMember>) } : m));
      return json(team.find((m) => m.id === host.id));
    },
    [`/staff/team/${host.id}/password`]: () => json(host),
    [`/staff/team/${manager.id}`]: () => json({ statusCode: 409, error: "Conflict", message: STAFF_TEAM_REFUSALS.ownAccess }, 409),
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the team screen", () => {
  it("adds a member with the contracts' checks, and lists them", async () => {
    renderTeam();
    await rowOf("Hana Host");
    fireEvent.click(screen.getByRole("button", { name: "Add to the team" }));
    expect(await screen.findByText(/A user name has 3 to 80/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Kai Kitchen" } });
    fireEvent.change(screen.getByLabelText("User name"), { target: { value: "kai.sakura" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "kitchen" } });
    fireEvent.change(screen.getByLabelText("First password"), { target: { value: "noodles2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to the team" }));
    expect(await rowOf("Kai Kitchen")).toBeTruthy();
    expect(api.sent.find((c) => c.path === "/staff/team" && c.payload)?.payload).toEqual({
      userName: "kai.sakura",
      fullName: "Kai Kitchen",
      role: "kitchen",
      password: "noodles2026",
    });
  });

  it("turns a member off, changes a role, and says the server's refusal of the manager's own account", async () => {
    renderTeam();
    const row = await rowOf("Hana Host");
    fireEvent.click(within(row).getByRole("button", { name: "Turn off" }));
    expect(await within(await rowOf("Hana Host")).findByText("Turned off")).toBeTruthy();
    expect(api.sent.find((c) => c.path === `/staff/team/${host.id}`)?.payload).toEqual({ disabled: true });
    const own = await rowOf("Demo manager");
    fireEvent.change(within(own).getByLabelText("Role of Demo manager"), { target: { value: "host" } });
    expect(await within(own).findByText(STAFF_TEAM_REFUSALS.ownAccess)).toBeTruthy();
  });

  it("resets a password and shows the new one once", async () => {
    renderTeam();
    const row = await rowOf("Hana Host");
    fireEvent.click(within(row).getByRole("button", { name: "Reset password" }));
    const shown = await within(row).findByRole("status");
    const sent = api.sent.find((c) => c.path === `/staff/team/${host.id}/password`)?.payload as { password: string };
    expect(sent.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(shown.textContent).toContain(sent.password);
  });
});
