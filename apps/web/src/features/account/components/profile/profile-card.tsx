import type { ReactNode } from "react";

/** One block of the profile: a title, an optional action (Edit, Change), and its content. */
export function ProfileCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 md:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-base font-bold text-stone-900">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export const cardAction = "text-sm font-semibold text-brand underline-offset-2 hover:underline";

/** A read-only row: label and value, "Not set" when empty. */
export function DetailRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
      <dt className="w-32 shrink-0 text-sm text-stone-500">{label}</dt>
      <dd className={value ? "min-w-0 font-medium break-words text-stone-900" : "text-stone-500"}>{value || "Not set"}</dd>
    </div>
  );
}
