import type { Currency } from "@forkful/contracts/constants";
import type { Split } from "@forkful/contracts/tabs";
import { buttonClasses } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { CheckIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { SplitPartAmounts } from "../../../entities/split/components/split-part-amounts";

export interface SplitPartCardProps {
  split: Split;
  currency: Currency;
  quantities: ReadonlyMap<number, number>;
  /** This part is the caller's own. */
  yours: boolean;
  payPath: string;
  receiptPath: string;
}

/** One part of a split bill: its dishes and amounts, and Paid ✓ (with its receipt) or Pay this part. */
export function SplitPartCard({ split, currency, quantities, yours, payPath, receiptPath }: SplitPartCardProps) {
  const paid = split.state === "paid";
  const atRestaurant = !paid && split.payment?.state === "at_location";
  return (
    <article
      aria-label={yours ? `${split.label} (your part)` : split.label}
      className={cn("rounded-2xl border bg-white p-4 shadow-sm", yours ? "border-brand ring-1 ring-brand" : "border-stone-200")}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <h3 className="text-base font-bold text-stone-900">
          {split.label}
          {yours && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 align-middle text-xs font-semibold text-on-brand">You</span>}
        </h3>
        {paid && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-emerald-800">
            <CheckIcon size={16} /> Paid
          </span>
        )}
        {atRestaurant && (
          <span className="rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-amber-900">
            Paying at the restaurant
          </span>
        )}
      </div>
      <SplitPartAmounts split={split} currency={currency} quantities={quantities} />
      <div className="mt-4 flex flex-wrap gap-2">
        {paid ? (
          <Link to={receiptPath} className={buttonClasses("secondary", "sm")}>
            Receipt
          </Link>
        ) : (
          <Link to={payPath} className={buttonClasses(yours ? "primary" : "secondary", "md", "w-full")}>
            {atRestaurant ? "See this part" : "Pay this part"}
          </Link>
        )}
      </div>
    </article>
  );
}
