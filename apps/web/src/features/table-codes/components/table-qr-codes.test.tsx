/**
 * The staff QR sheet (issue 24, decision 028): nothing until a staff member of this restaurant signs in (the token kept
 * in memory only); then every table's card to its landing with its code, one card printed alone, and a new code.
 */

import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { TABLE_QR_WORDS, type TableQrCode } from "@forkful/contracts/table-qr-codes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../../../shared/testing/expect-shown";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { TableQrCodes } from "./table-qr-codes";

const { handlers, sent, install } = fakeApi();
const restaurant = restaurantFixture();
const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
const card = (tableId: string, tableName: string, tableToken: string): TableQrCode => ({
  tableId,
  tableName,
  seats: 2,
  sectionId: 1,
  sectionName: "Patio",
  tableToken,
  tablePath: `${base}/table/${tableId}?t=${tableToken}`,
});
const json = (body: unknown, status = 200) => ({ status, body });
const sheetOf = (tables: TableQrCode[]) => ({
  locationId: restaurant.id,
  merchantType: restaurant.merchantType,
  locationSlug: restaurant.locationSlug,
  branchName: restaurant.branchName,
  tables,
});
const staffOf = (locationId: number) => ({
  accessToken: "staff-access-token-1",
  staff: { id: "s1", name: "Demo host", role: "host", locationId },
});

beforeEach(() => {
  install({
    "/staff/login": () => json(staffOf(restaurant.id)),
    "/staff/tables/qr-codes": () => json(sheetOf([card("P1", "Table 1", "tok-p1-AAAA"), card("B1", "Bar 1", "tok-b1-BBBB")])),
  });
  vi.spyOn(window, "print").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function renderSheet() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TableQrCodes restaurant={restaurant} />
    </QueryClientProvider>,
  );
}

async function signIn(password = "forkful-kitchen-1") {
  const form = (await screen.findByRole("heading", { name: TABLE_QR_WORDS.signIn })).closest("div")!;
  fireEvent.change(within(form).getByLabelText("Staff user name"), { target: { value: "host.gramercy" } });
  fireEvent.change(within(form).getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(within(form).getByRole("button", { name: "Sign in as staff" }));
  return form;
}

describe("the table QR sheet", () => {
  it("shows nothing until staff sign in; then each card opens its table's landing with the table's code", async () => {
    renderSheet();
    expectShown(await screen.findByRole("heading", { name: TABLE_QR_WORDS.signIn }));
    expect(screen.queryByTestId("table-qr-card")).toBeNull();
    expect(sent.map((s) => s.path)).not.toContain("/staff/tables/qr-codes");
    await signIn();
    const cards = await screen.findAllByTestId("table-qr-card");
    expect(cards).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId("qr-code")).toHaveLength(2));
    expect(screen.getAllByTestId("qr-code").map((img) => img.getAttribute("data-value"))).toEqual([
      `${window.location.origin}${base}/table/P1?t=tok-p1-AAAA`,
      `${window.location.origin}${base}/table/B1?t=tok-b1-BBBB`,
    ]);
    expect(sent.find((s) => s.path === "/staff/tables/qr-codes")?.authorization).toBe("Bearer staff-access-token-1");
    // The staff token lives in the page's memory only: never in the diner's storage.
    for (const storage of [localStorage, sessionStorage]) expect(JSON.stringify({ ...storage })).not.toContain("staff-access-token-1");
  });

  it("prints one table's card alone (the others left off the page), or all of them", async () => {
    renderSheet();
    await signIn();
    const [first, second] = await screen.findAllByTestId("table-qr-card");
    fireEvent.click(within(second!).getByRole("button", { name: TABLE_QR_WORDS.printOne }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(first!.className).toContain("print:hidden");
    expect(second!.className).not.toContain("print:hidden");
    fireEvent(window, new Event("afterprint"));
    fireEvent.click(screen.getByRole("button", { name: TABLE_QR_WORDS.printAll }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(2));
    expect(first!.className).not.toContain("print:hidden");
  });

  it("gives a table a new code once asked to confirm, and shows its new card", async () => {
    handlers["/staff/tables/P1/token"] = () => json(card("P1", "Table 1", "tok-p1-NEW"));
    renderSheet();
    await signIn();
    const [first] = await screen.findAllByTestId("table-qr-card");
    fireEvent.click(within(first!).getByRole("button", { name: TABLE_QR_WORDS.newCode }));
    const dialog = await screen.findByRole("dialog");
    expectShown(within(dialog).getByText(TABLE_QR_WORDS.newCodeConfirm));
    fireEvent.click(within(dialog).getByRole("button", { name: "Give it a new code" }));
    expectShown(await screen.findByText(`Table 1: ${TABLE_QR_WORDS.newCodeDone}`));
    await waitFor(() =>
      expect(screen.getAllByTestId("qr-code")[0]!.getAttribute("data-value")).toBe(
        `${window.location.origin}${base}/table/P1?t=tok-p1-NEW`,
      ),
    );
    expect(sent.filter((s) => s.path === "/staff/tables/P1/token")).toHaveLength(1);
  });

  it("shows the server's refusal of a wrong password, and turns away a staff account of another restaurant", async () => {
    handlers["/staff/login"] = (payload) =>
      (payload as { password: string }).password === "wrong"
        ? json({ statusCode: 401, error: "Unauthorized", message: "Wrong user name or password" }, 401)
        : json(staffOf(restaurant.id + 1));
    renderSheet();
    const form = await signIn("wrong");
    expectShown(await within(form).findByText("Wrong user name or password"));
    fireEvent.change(within(form).getByLabelText("Password"), { target: { value: "forkful-kitchen-1" } });
    fireEvent.click(within(form).getByRole("button", { name: "Sign in as staff" }));
    expectShown(await screen.findByText(TABLE_QR_WORDS.otherRestaurant));
    expect(screen.queryByTestId("table-qr-card")).toBeNull();
    expect(sent.map((s) => s.path)).not.toContain("/staff/tables/qr-codes");
  });
});
