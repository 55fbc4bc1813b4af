import { Tab, TabList, TabPanel, TabProvider } from "@ariakit/react/tab";
import { cn } from "@forkful/ui/cn";
import type { ReactNode } from "react";

export type SignInTab = "mobile" | "password";

const TABS: { id: SignInTab; label: string }[] = [
  { id: "mobile", label: "Mobile number" },
  { id: "password", label: "Password" },
];

const tabId = (tab: SignInTab) => `sign-in-tab-${tab}`;
const panelId = (tab: SignInTab) => `sign-in-panel-${tab}`;

export interface SignInTabsProps {
  current: SignInTab;
  onChange: (tab: SignInTab) => void;
  /** The current tab's panel. */
  children: ReactNode;
}

/** The two ways to sign in, as tabs (Ariakit's: arrow keys move between them and choose) over the current one's panel. */
export function SignInTabs({ current, onChange, children }: SignInTabsProps) {
  return (
    <TabProvider
      selectedId={tabId(current)}
      setSelectedId={(id) => {
        const tab = TABS.find((each) => tabId(each.id) === id);
        if (tab) onChange(tab.id);
      }}
    >
      <TabList aria-label="Sign in with" className="mb-5 grid grid-cols-2 rounded-full bg-stone-100 p-1">
        {TABS.map((tab) => (
          <Tab
            key={tab.id}
            id={tabId(tab.id)}
            className={cn(
              "h-10 rounded-full text-sm font-semibold transition",
              tab.id === current ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900",
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel tabId={tabId(current)} id={panelId(current)}>
        {children}
      </TabPanel>
    </TabProvider>
  );
}
