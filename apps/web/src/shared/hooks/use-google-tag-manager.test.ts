import { CSP_NONCE_META } from "@forkful/contracts/tag-manager";
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GTM_SCRIPT_ID, gtmScriptUrl, pageLoader, tagManagerAllowance, useGoogleTagManager } from "./use-google-tag-manager";

const gtmScripts = () => document.querySelectorAll(`script[src^="https://www.googletagmanager.com/"]`);

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
  delete window.dataLayer;
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The nonce meta tag the server puts on every page it serves (web-app.ts): with a nonce on a tagged restaurant's. */
function servedPage(nonce: string | null) {
  const meta = document.createElement("meta");
  meta.setAttribute("property", CSP_NONCE_META);
  if (nonce) meta.setAttribute("nonce", nonce);
  document.head.appendChild(meta);
}

describe("useGoogleTagManager", () => {
  it("injects the container script and a dataLayer when the restaurant has a tag", () => {
    const { unmount } = renderHook(() => useGoogleTagManager("GTM-ABC123"));
    const script = document.getElementById(GTM_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
    expect(script.async).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "gtm.js" })]);
    unmount();
    expect(gtmScripts()).toHaveLength(0);
  });

  it.each([null, undefined, ""])("injects nothing without a tag (%o)", (tag) => {
    renderHook(() => useGoogleTagManager(tag));
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it("refuses an id that is not a container id", () => {
    renderHook(() => useGoogleTagManager('GTM-1"><script>'));
    expect(gtmScripts()).toHaveLength(0);
  });

  it("swaps the script when the restaurant changes", () => {
    const { rerender } = renderHook(({ id }) => useGoogleTagManager(id), { initialProps: { id: "GTM-ONE" as string | null } });
    rerender({ id: "GTM-TWO" });
    expect([...gtmScripts()].map((s) => (s as HTMLScriptElement).src)).toEqual([gtmScriptUrl("GTM-TWO")]);
    rerender({ id: null });
    expect(gtmScripts()).toHaveLength(0);
  });

  it("puts the page's nonce on the script when the server gave one", () => {
    servedPage("cGFnZS1ub25jZS0xMjM0NTY=");
    renderHook(() => useGoogleTagManager("GTM-ABC123"));
    const script = document.getElementById(GTM_SCRIPT_ID) as HTMLScriptElement;
    expect(script.nonce).toBe("cGFnZS1ub25jZS0xMjM0NTY=");
    expect(script.src).toBe(gtmScriptUrl("GTM-ABC123"));
  });

  it("on a page served without the tag manager, loads the page again once instead of adding a script it would block", () => {
    const reload = vi.spyOn(pageLoader, "reload").mockImplementation(() => {});
    servedPage(null);
    expect(tagManagerAllowance()).toBe("forbidden");
    const { rerender } = renderHook(({ id }) => useGoogleTagManager(id), { initialProps: { id: "GTM-ABC123" } });
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    // Loaded again and still without a nonce (the server does not know the tag yet): no loop.
    rerender({ id: "GTM-OTHER1" });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reads no policy where the server sent none (the development server)", () => {
    expect(tagManagerAllowance()).toBe("unrestricted");
  });
});
