/** /{tinyURLId}: a short link opens its target in the same window; a dead one says 'Link expired..'; a slug goes to the restaurant. */

import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { MESSAGES } from "@forkful/contracts/messages";
import { SHORT_LINK_PAGE_TEXTS, SHORT_LINK_REFUSAL_CODES, SHORT_LINK_REFUSALS } from "@forkful/contracts/short-links";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetShortLinkStarts } from "../../features/short-links/lib/short-link-throttle";
import { expectShown } from "../../shared/testing/expect-shown";
import { renderRouter } from "../../shared/testing/render-router";
import { Providers } from "../providers";
import { routes } from "../routes";

const { handlers, install } = fakeApi();
const RESOLVE = "/customer/getActualURL/v2";

beforeEach(() => {
  install();
  resetShortLinkStarts();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (target: string) => ok({ metaDataInfo: { responseCode: "SUCCESS", responseMessage: target } });

describe("a short link", () => {
  it("shows loading while it resolves, then replaces itself with its target", async () => {
    const sent: unknown[] = [];
    handlers[RESOLVE] = (payload) => {
      sent.push(payload);
      return answer("/restaurant/sakura-street-ramen-japantown/table/T3");
    };
    const router = renderRouter(routes, "/ramen7", Providers);
    expectShown(await screen.findByRole("main", { name: "Opening the link" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/restaurant/sakura-street-ramen-japantown/table/T3"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(sent).toEqual([{ tinyUrl: "ramen7" }]);
  });

  it("says 'Link expired..' when the link is dead, with a way on to the restaurants", async () => {
    handlers[RESOLVE] = () => fail(404, MESSAGES.linkExpired, SHORT_LINK_REFUSAL_CODES.expired);
    const router = renderRouter(routes, "/gone2025", Providers);
    expectShown(await screen.findByRole("heading", { name: MESSAGES.linkExpired }));
    expect(screen.getByRole("link", { name: "Browse restaurants" }).getAttribute("href")).toBe("/");
    expect(router.state.location.pathname).toBe("/gone2025");
  });

  it("says a link that was never made (/pizza99) was not found, not that it expired", async () => {
    handlers[RESOLVE] = () => fail(404, SHORT_LINK_REFUSALS.neverMade, SHORT_LINK_REFUSAL_CODES.neverMade);
    renderRouter(routes, "/pizza99", Providers);
    expectShown(await screen.findByRole("heading", { name: SHORT_LINK_REFUSALS.neverMade }));
    expect(screen.queryByText(MESSAGES.linkExpired)).toBeNull();
    expect(screen.getByText(SHORT_LINK_PAGE_TEXTS.neverMade)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse restaurants" }).getAttribute("href")).toBe("/");
  });

  it("never follows a target outside the app", async () => {
    handlers[RESOLVE] = () => answer("//evil.example/phish");
    const router = renderRouter(routes, "/abc1234", Providers);
    expectShown(await screen.findByRole("heading", { name: MESSAGES.linkExpired }));
    expect(router.state.location.pathname).toBe("/abc1234");
  });

  it("takes an id without a digit to that restaurant's details, asking nothing", async () => {
    const asked = vi.fn(() => answer("/"));
    handlers[RESOLVE] = asked;
    const router = renderRouter(routes, "/sakura-street-ramen", Providers);
    await waitFor(() => expect(router.state.location.pathname).toBe("/restaurant/sakura-street-ramen/details"));
    expect(asked).not.toHaveBeenCalled();
  });
});
