import { cn } from "@forkful/ui/cn";
import { UserIcon } from "@forkful/ui/icons";
import { Link, useParams } from "react-router";
import { useSession } from "../hooks/use-session";

/** The account page of the current restaurant, or the app's own when there is none. */
export function useAccountPath(): string {
  const { merchantType, merchantSlug } = useParams();
  return merchantType && merchantSlug ? `/${merchantType}/${merchantSlug}/account` : "/account";
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join("").toUpperCase() || "?";
}

export interface AccountButtonProps {
  /** "overlay" sits on a picture (a white pill with a shadow); "bar" sits in a header bar. */
  variant?: "bar" | "overlay";
  /** Only the icon below the desktop breakpoint (a crowded bar). */
  compact?: boolean;
  className?: string;
}

/**
 * The header's account entry on every page: "Sign in" for a guest (opens the sign-in sheet, coming back here),
 * the diner's initials linking to their account once signed in.
 */
export function AccountButton({ variant = "bar", compact = false, className }: AccountButtonProps) {
  const session = useSession();
  const accountPath = useAccountPath();
  const pill =
    variant === "overlay"
      ? "bg-white/95 text-stone-900 shadow hover:bg-white"
      : "border border-stone-300 bg-white text-stone-900 hover:bg-stone-50";

  if (session.kind === "guest") {
    return (
      <button
        type="button"
        onClick={() => session.openSignIn()}
        aria-label={compact ? "Sign in" : undefined}
        className={cn(
          "inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full text-sm font-semibold transition",
          compact ? "w-10 md:w-auto md:px-3.5" : "px-3.5",
          pill,
          className,
        )}
      >
        <UserIcon size={18} />
        <span className={compact ? "hidden md:inline" : undefined}>Sign in</span>
      </button>
    );
  }

  const firstName = session.name.trim().split(/\s+/)[0] || (session.kind === "guestSignedIn" ? "Guest" : "Account");
  return (
    <Link
      to={accountPath}
      aria-label={`Account: ${session.name || firstName}${session.kind === "guestSignedIn" ? " (guest)" : ""}`}
      className={cn(
        "inline-flex h-10 shrink-0 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-semibold transition md:pr-3.5",
        pill,
        className,
      )}
    >
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-xs font-bold text-on-brand">
        {initialsOf(session.name || firstName)}
      </span>
      <span className="hidden max-w-32 truncate md:inline">{session.kind === "guestSignedIn" ? `${firstName} · Guest` : firstName}</span>
    </Link>
  );
}
