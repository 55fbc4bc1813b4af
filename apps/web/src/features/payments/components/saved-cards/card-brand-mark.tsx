import { cn } from "@forkful/ui/cn";
import { brandName } from "./card-display";

/** Each brand's colour and short mark, as wallets show them; any other brand gets a neutral card. */
const MARKS: Record<string, { label: string; className: string }> = {
  Visa: { label: "VISA", className: "bg-[#1a1f71] italic tracking-wider" },
  Mastercard: { label: "", className: "bg-stone-900" },
  "American Express": { label: "AMEX", className: "bg-[#2e77bc] tracking-wide" },
  Discover: { label: "DISC", className: "bg-[#e55c20]" },
  RuPay: { label: "RuPay", className: "bg-[#097a44] italic" },
};

/** A small picture of the card: its brand's colour and mark, greyed once the card has expired. Decorative. */
export function CardBrandMark({ cardType, expired = false }: { cardType: string; expired?: boolean }) {
  const brand = brandName(cardType);
  const mark = MARKS[brand] ?? { label: brand.slice(0, 4).toUpperCase(), className: "bg-stone-700" };
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative flex h-9 w-14 shrink-0 items-center justify-center overflow-hidden rounded-md text-[0.7rem] font-extrabold text-white shadow-sm",
        mark.className,
        expired && "opacity-40 grayscale",
      )}
    >
      {brand === "Mastercard" ? (
        <span className="flex">
          <span className="h-4 w-4 rounded-full bg-[#eb001b]" />
          <span className="-ml-1.5 h-4 w-4 rounded-full bg-[#f79e1b] mix-blend-screen" />
        </span>
      ) : (
        mark.label
      )}
    </span>
  );
}
