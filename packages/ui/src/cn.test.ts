/** cn: a caller's class overrides the component's own where both set the same thing, and only there. */
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins classes, skipping the falsy ones", () => {
    expect(cn("flex", false, null, undefined, "", "gap-2")).toBe("flex gap-2");
  });

  it("lets the later of two conflicting Tailwind classes win", () => {
    expect(cn("px-2", "px-4")).toBe("px-4");
    expect(cn("rounded-xl bg-white text-stone-900", "bg-stone-100")).toBe("rounded-xl text-stone-900 bg-stone-100");
    expect(cn("h-10 w-full", "h-12")).toBe("w-full h-12");
    // A side refines the axis it follows; an axis after a side replaces it.
    expect(cn("px-3.5", "pl-10")).toBe("px-3.5 pl-10");
    expect(cn("pl-10", "px-3.5")).toBe("px-3.5");
    expect(cn("hover:bg-stone-50", "hover:bg-white", "bg-white")).toBe("hover:bg-white bg-white");
  });

  it("reads the theme's own names (styles.css @theme) as colours, never as sizes", () => {
    expect(cn("bg-stone-50", "bg-brand/10")).toBe("bg-brand/10");
    expect(cn("text-brand", "text-stone-900")).toBe("text-stone-900");
    expect(cn("bg-brand", "text-on-brand")).toBe("bg-brand text-on-brand");
    // A size and a colour are different things: both stay.
    expect(cn("text-sm", "text-brand")).toBe("text-sm text-brand");
    expect(cn("text-xs font-semibold", "text-on-brand")).toBe("text-xs font-semibold text-on-brand");
    expect(cn("border border-stone-200", "border-brand/30")).toBe("border border-brand/30");
    expect(cn("ring-2 ring-brand/25", "ring-brand")).toBe("ring-2 ring-brand");
    expect(cn("font-sans", "font-semibold")).toBe("font-sans font-semibold");
  });

  it("leaves the app's own utilities (shimmer) beside what they look like", () => {
    expect(cn("shimmer", "bg-white", "rounded-md")).toBe("shimmer bg-white rounded-md");
  });
});
