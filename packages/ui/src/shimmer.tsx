import { cn } from "./cn";

function Bone({ className }: { className?: string }) {
  return <div className={cn("shimmer rounded-lg", className)} />;
}

/** The mobile loading placeholder: a shimmer skeleton of a header and a list of cards (spec §2). */
export function Shimmer({ cards = 4 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto w-full max-w-6xl space-y-4 p-4">
      <span className="sr-only">Loading</span>
      <Bone className="h-40 w-full rounded-2xl" />
      <Bone className="h-6 w-2/3" />
      <div className="flex gap-2">
        <Bone className="h-8 w-20 rounded-full" />
        <Bone className="h-8 w-24 rounded-full" />
        <Bone className="h-8 w-16 rounded-full" />
      </div>
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3">
          <Bone className="h-20 w-20 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2 py-1">
            <Bone className="h-4 w-3/4" />
            <Bone className="h-3 w-1/2" />
            <Bone className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
