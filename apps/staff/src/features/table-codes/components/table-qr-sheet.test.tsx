/**
 * The tables' QR sheet in the console (issue 26, decision 028): read as the signed-in staff member (the console's
 * session, no sign-in of its own), every table's card to its landing with its code, one card printed alone, a new code.
 */
import { encodeAnswer } from "@forkful/contracts/envelope";
import { TABLE_QR_WORDS, type TableQrCode } from "@forkful/contracts/table-qr-codes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearStaffSession, saveStaffSession } from "../../../shared/api/staff-session";
import { TableQrSheet } from "./table-qr-sheet";

const base = "/restaurant/gramercy-table";
const card = (tableId: string, tableName: string, tableToken: string): TableQrCode => ({
  tableId,
  tableName,
  seats: 2,
  sectionId: 1,
  sectionName: "Patio",
  tableToken,
  tablePath: `${base}/table/${tableId}?t=${tableToken}`,
});
const sheetOf = (tables: TableQrCode[]) => ({
  locationId: 7,
  merchantType: "restaurant",
  locationSlug: "gramercy-table",
  branchName: "Gramercy Table - Gramercy Park",
  tables,
});

const host = { id: "s1", name: "Demo host", role: "host", locationId: 7 } as const;
const restaurantDetail = {
  merchantName: "Gramercy Table",
  branchName: "Gramercy Park",
  timeZoneCd: "America/New_York",
  merchantType: "restaurant",
  locationSlug: "gramercy-table",
};

type Reply = { status: number; body: unknown };
let handlers: Record<string, (init?: RequestInit) => Reply>;
let sent: { path: string; authorization: string | null }[];

beforeEach(() => {
  sent = [];
  handlers = {
    "GET /staff/tables/qr-codes": () => ({
      status: 200,
      body: sheetOf([card("P1", "Table 1", "tok-p1-AAAA"), card("B1", "Bar 1", "tok-b1-BBBB")]),
    }),
    "POST /merchants/locations/id": () => ({ status: 200, body: encodeAnswer(restaurantDetail) }),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace("/data-services", "").split("?")[0]!;
      sent.push({ path, authorization: new Headers(init?.headers).get("authorization") });
      const reply = handlers[`${init?.method ?? "GET"} ${path}`]?.(init) ?? { status: 404, body: { statusCode: 404, message: path } };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
    }),
  );
  vi.spyOn(window, "print").mockImplementation(() => {});
  saveStaffSession({
    accessToken: "staff-access-token-1",
    refreshToken: "staff-refresh-token-1",
    staff: host,
    userName: "host.gramercy-table",
  });
});
afterEach(() => {
  cleanup();
  clearStaffSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSheet() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TableQrSheet staff={host} />
    </QueryClientProvider>,
  );
}

describe("the console's table QR sheet", () => {
  it("reads the sheet as the signed-in staff member: each card opens its table's landing with its code, under the restaurant's name", async () => {
    renderSheet();
    expect(await screen.findByRole("heading", { name: TABLE_QR_WORDS.title, level: 1 })).toBeTruthy();
    const cards = await screen.findAllByTestId("table-qr-card");
    expect(cards).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId("qr-code")).toHaveLength(2));
    expect(screen.getAllByTestId("qr-code").map((img) => img.getAttribute("data-value"))).toEqual([
      `${window.location.origin}${base}/table/P1?t=tok-p1-AAAA`,
      `${window.location.origin}${base}/table/B1?t=tok-b1-BBBB`,
    ]);
    await waitFor(() => expect(within(cards[0]!).getByText("Gramercy Table")).toBeTruthy());
    expect(sent.find((s) => s.path === "/staff/tables/qr-codes")?.authorization).toBe("Bearer staff-access-token-1");
    // The restaurant is read by its id with the staff member's (spec §7 POST merchants/locations/id).
    expect(sent.find((s) => s.path === "/merchants/locations/id")?.authorization).toBe("Bearer staff-access-token-1");
  });

  it("prints one table's card alone (the others left off the page), or all of them", async () => {
    renderSheet();
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
    handlers["POST /staff/tables/P1/token"] = () => ({ status: 200, body: card("P1", "Table 1", "tok-p1-NEW") });
    renderSheet();
    const [first] = await screen.findAllByTestId("table-qr-card");
    fireEvent.click(within(first!).getByRole("button", { name: TABLE_QR_WORDS.newCode }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(TABLE_QR_WORDS.newCodeConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Give it a new code" }));
    expect(await screen.findByText(`Table 1: ${TABLE_QR_WORDS.newCodeDone}`)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId("qr-code")[0]!.getAttribute("data-value")).toBe(
        `${window.location.origin}${base}/table/P1?t=tok-p1-NEW`,
      ),
    );
    expect(sent.filter((s) => s.path === "/staff/tables/P1/token")).toHaveLength(1);
    expect(sent.find((s) => s.path === "/staff/tables/P1/token")?.authorization).toBe("Bearer staff-access-token-1");
  });

  it("shows the server's refusal of a new code, and keeps the card as it was", async () => {
    handlers["POST /staff/tables/P1/token"] = () => ({
      status: 403,
      body: { statusCode: 403, error: "Forbidden", message: "This staff account may not do that" },
    });
    renderSheet();
    const [first] = await screen.findAllByTestId("table-qr-card");
    fireEvent.click(within(first!).getByRole("button", { name: TABLE_QR_WORDS.newCode }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Give it a new code" }));
    expect(await screen.findByText("This staff account may not do that")).toBeTruthy();
    expect(screen.getAllByTestId("qr-code")[0]!.getAttribute("data-value")).toBe(`${window.location.origin}${base}/table/P1?t=tok-p1-AAAA`);
  });
});
