/** Short links in the console (issue 26): the list, making one (the contracts' schema checks the form), its QR code, expiring one. */
import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { MESSAGES } from "@forkful/contracts/messages";
import { SHORT_LINK_REFUSALS, type ShortLink } from "@forkful/contracts/short-links";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { ShortLinksScreen } from "./short-links-screen";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const link = (over: Partial<ShortLink>): ShortLink => ({
  id: "abc1234",
  locationId: 1,
  kind: "menu",
  label: "Window sticker",
  target: "/restaurant/sakura/menu/pickup",
  url: "https://forkful.test/abc1234",
  qrPath: "/staff/short-links/abc1234/qr",
  expiresAt: null,
  expired: false,
  visits: 12,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});
const sticker = link({});
const table = link({
  id: "tbl5678",
  kind: "table",
  label: null,
  target: "/restaurant/sakura/table/P1",
  url: "https://forkful.test/tbl5678",
  visits: 1,
  expiresAt: "2026-11-01T10:00:00.000Z",
  expired: true,
});

function renderScreen() {
  return renderWithQueries(<ShortLinksScreen />);
}

beforeEach(() => {
  signInForTest("manager");
  api.install({
    "/staff/short-links": (payload) =>
      payload === undefined
        ? json([sticker, table])
        : json(link({ id: "new9999", label: null, kind: "restaurant", url: "https://forkful.test/new9999", visits: 0 }), 201),
    "/staff/tables/qr-codes": () =>
      json({
        locationId: 1,
        merchantType: "restaurant",
        locationSlug: "sakura",
        branchName: "Sakura",
        tables: [{ tableId: "P1", tableName: "Patio 1", seats: 2, sectionId: 1, sectionName: "Patio", tableToken: "t", tablePath: "/x" }],
      }),
  });
  vi.spyOn(window, "print").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(resetAfterScreenTest);

const made = () => api.sent.filter((call) => call.path === "/staff/short-links" && call.payload !== undefined).map((call) => call.payload);
const form = () => screen.getByRole("form", { name: "Make a short link" });

describe("the short links screen", () => {
  it("lists each link with what it opens, its visits and expiry; an expired one cannot be expired again", async () => {
    renderScreen();
    const first = await screen.findByRole("article", { name: "Window sticker" });
    expect(within(first).getByText("https://forkful.test/abc1234")).toBeTruthy();
    expect(within(first).getByText("/restaurant/sakura/menu/pickup")).toBeTruthy();
    expect(within(first).getByText(/12 visits · Never expires/)).toBeTruthy();
    const second = screen.getByRole("article", { name: "A table" });
    expect(within(second).getByText(/1 visit · Expired/)).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "Expire" })).toBeNull();
  });

  it("makes a link for a table chosen from the restaurant's tables, and shows its QR code of its URL at once", async () => {
    renderScreen();
    await screen.findByRole("article", { name: "Window sticker" });
    fireEvent.change(within(form()).getByLabelText("It opens"), { target: { value: "table" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Make the link" }));
    expect(await within(form()).findByText(SHORT_LINK_REFUSALS.needsTable)).toBeTruthy();
    expect(made()).toEqual([]);
    await within(form()).findByRole("option", { name: "Patio 1" });
    fireEvent.change(within(form()).getByLabelText("Table"), { target: { value: "P1" } });
    fireEvent.change(within(form()).getByLabelText("Label (for this list)"), { target: { value: "  Patio 1 card " } });
    fireEvent.click(within(form()).getByRole("button", { name: "Make the link" }));
    const card = await screen.findByRole("article", { name: "The restaurant's page" });
    expect(made()).toEqual([{ kind: "table", tableId: "P1", label: "Patio 1 card" }]);
    await waitFor(() => expect(within(card).getByTestId("qr-code").getAttribute("data-value")).toBe("https://forkful.test/new9999"));
    fireEvent.click(within(card).getByRole("button", { name: /Print/ }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("article", { name: "Window sticker" }).parentElement!.className).toContain("print:hidden");
  });

  it("sends the expiry as an instant, and says the server's refusal above the form, keeping what was typed", async () => {
    api.handlers["/staff/short-links"] = (payload) =>
      payload === undefined ? json([]) : json({ statusCode: 400, error: "Bad Request", message: SHORT_LINK_REFUSALS.expiryPast }, 400);
    renderScreen();
    expect(await screen.findByText("No short links yet")).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText("Label (for this list)"), { target: { value: "Old flyer" } });
    fireEvent.change(within(form()).getByLabelText("Expires (optional)"), { target: { value: "2020-01-01T10:00" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Make the link" }));
    expect((await within(form()).findByRole("alert")).textContent).toBe(SHORT_LINK_REFUSALS.expiryPast);
    expect(made()).toEqual([{ kind: "restaurant", label: "Old flyer", expiresAt: new Date("2020-01-01T10:00").toISOString() }]);
    expect((within(form()).getByLabelText("Label (for this list)") as HTMLInputElement).value).toBe("Old flyer");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("expires a link once confirmed; a refusal is said in the dialog and the link stays as it was", async () => {
    let refuse = true;
    api.handlers["/staff/short-links/abc1234"] = () =>
      refuse
        ? json({ statusCode: 404, error: "Not Found", message: SHORT_LINK_REFUSALS.notFound }, 404)
        : json({ ...sticker, expired: true, expiresAt: "2026-11-27T12:00:00.000Z" });
    renderScreen();
    const first = await screen.findByRole("article", { name: "Window sticker" });
    fireEvent.click(within(first).getByRole("button", { name: "Expire" }));
    const dialog = screen.getByRole("dialog", { name: "Expire https://forkful.test/abc1234?" });
    expect(within(dialog).getByText(new RegExp(MESSAGES.linkExpired.replace(/\./g, "\\.")))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Expire the link" }));
    expect(await within(dialog).findByText(SHORT_LINK_REFUSALS.notFound)).toBeTruthy();
    expect(within(first).getByText("Working")).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Expire the link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(first).getAllByText(/Expired/).length).toBeGreaterThan(0);
    expect(within(first).queryByRole("button", { name: "Expire" })).toBeNull();
  });

  it("offers a retry when the list fails", async () => {
    api.handlers["/staff/short-links"] = () => json({ statusCode: 500, error: "Error", message: "boom" }, 500);
    renderScreen();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
