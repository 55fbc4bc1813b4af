import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GTM_SCRIPT_ID, gtmScriptUrl, useGoogleTagManager } from "./use-google-tag-manager";

const gtmScripts = () => document.querySelectorAll(`script[src^="https://www.googletagmanager.com/"]`);

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
  delete window.dataLayer;
});

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
});
