import { cn } from "@forkful/ui/cn";
import { ChevronRightIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { type AccountSection, MENU, menuEntryOf, SECTIONS } from "../lib/sections";

export interface AccountNavProps {
  basePath: string;
  /** The section on screen (desktop), marked as the current page. */
  current?: AccountSection | null;
  /** "side": the desktop side menu; "list": the mobile account home, with each section's summary. */
  variant: "side" | "list";
}

/** The account's sections, as links to /…/account/{name}. */
export function AccountNav({ basePath, current, variant }: AccountNavProps) {
  const active = current ? menuEntryOf(current) : null;
  return (
    <nav aria-label="Account">
      <ul className={cn(variant === "list" && "divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white")}>
        {MENU.map((section) => {
          const { title, summary, icon: Icon } = SECTIONS[section];
          const selected = section === active;
          return (
            <li key={section}>
              <Link
                to={`${basePath}/${section}`}
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 transition",
                  variant === "side"
                    ? cn(
                        "h-11 rounded-xl px-3 text-sm font-semibold",
                        selected ? "bg-brand/10 text-stone-900" : "text-stone-700 hover:bg-stone-50",
                      )
                    : "px-4 py-3.5 hover:bg-stone-50",
                )}
              >
                <Icon size={variant === "side" ? 18 : 20} className={cn(selected ? "text-brand" : "text-stone-500")} />
                {variant === "side" ? (
                  <span className="flex-1">{title}</span>
                ) : (
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">{title}</span>
                    <span className="block truncate text-sm text-stone-600">{summary}</span>
                  </span>
                )}
                {variant === "list" && <ChevronRightIcon size={18} className="text-stone-400" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
