import { cn } from "@forkful/ui/cn";
import { ArrowLeftIcon, CloseIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A round 40 px target holding one icon; its name is its label, read by a screen reader. */
const iconButton = "flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-stone-100";

export interface IconButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}

export function IconButton({ label, onClick, children, className }: IconButtonProps) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={cn(iconButton, "text-stone-600", className)}>
      {children}
    </button>
  );
}

/** Closes the dialog or sheet it heads. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <IconButton label="Close" onClick={onClose}>
      <CloseIcon />
    </IconButton>
  );
}

/** The back arrow of a bar: a link to the page before, named for where it goes. */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link to={to} aria-label={label} className={cn(iconButton, "text-stone-800", className)}>
      <ArrowLeftIcon />
    </Link>
  );
}
