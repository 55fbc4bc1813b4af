import { type ReactNode, useId } from "react";

export interface CheckoutSectionProps {
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}

/** One card of the checkout form, named by its heading. */
export function CheckoutSection({ title, description, children, aside }: CheckoutSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold text-stone-900">
            {title}
          </h2>
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
