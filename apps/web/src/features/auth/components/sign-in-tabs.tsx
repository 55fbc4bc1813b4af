import { type KeyboardEvent, useRef } from "react";
import { cn } from "../../../shared/lib/cn";

export type SignInTab = "mobile" | "password";

const TABS: { id: SignInTab; label: string }[] = [
  { id: "mobile", label: "Mobile number" },
  { id: "password", label: "Password" },
];

export const tabId = (tab: SignInTab) => `sign-in-tab-${tab}`;
export const panelId = (tab: SignInTab) => `sign-in-panel-${tab}`;

/** The two ways to sign in, as tabs (arrow keys move between them). */
export function SignInTabs({ current, onChange }: { current: SignInTab; onChange: (tab: SignInTab) => void }) {
  const refs = useRef<Record<SignInTab, HTMLButtonElement | null>>({ mobile: null, password: null });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = current === "mobile" ? "password" : "mobile";
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Sign in with" className="mb-5 grid grid-cols-2 rounded-full bg-stone-100 p-1" onKeyDown={onKeyDown}>
      {TABS.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              "h-10 rounded-full text-sm font-semibold transition",
              selected ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900",
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
