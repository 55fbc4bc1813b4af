import { cn } from "@forkful/ui/cn";
import { CloseIcon, SearchIcon } from "@forkful/ui/icons";
import { useId } from "react";

export interface SearchFieldProps {
  /** What a screen reader hears the box is for ("Search the menu"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A Clear button while there is text (it stands in for the browser's own). */
  clearable?: boolean;
  /** "md" sits in a toolbar; "lg" stands on its own, with a shadow. */
  size?: "md" | "lg";
  className?: string;
}

const SIZES = {
  md: { icon: 18, iconAt: "left-3", input: "h-11 pl-10" },
  lg: { icon: 20, iconAt: "left-3.5", input: "h-12 pl-11 shadow-sm" },
};

/** A search landmark holding one labelled search box with its magnifier. */
export function SearchField({ label, placeholder, value, onChange, clearable = false, size = "md", className }: SearchFieldProps) {
  const id = useId();
  const look = SIZES[size];
  return (
    <search className={cn("relative flex-1", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon size={look.icon} className={cn("pointer-events-none absolute top-1/2 -translate-y-1/2 text-stone-500", look.iconAt)} />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={80}
        className={cn(
          "w-full rounded-xl border border-stone-300 bg-white text-base text-stone-900 placeholder:text-stone-500",
          "focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none",
          look.input,
          clearable ? "pr-10 [&::-webkit-search-cancel-button]:hidden" : "pr-4",
        )}
      />
      {clearable && value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange("")}
          className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100"
        >
          <CloseIcon size={16} />
        </button>
      )}
    </search>
  );
}
