import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping the falsy ones; of two Tailwind classes that set the same thing, the later one wins
 * (cn("px-2", "px-4") is "px-4"), so a caller's className overrides a component's own. The theme's own names
 * (bg-brand, text-on-brand: styles.css @theme) are colours to tailwind-merge's default config, as they are to Tailwind.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(...classes);
}
