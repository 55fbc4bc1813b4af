import { inputClasses } from "@forkful/ui/text-field";
import type { Ref, SelectHTMLAttributes } from "react";
import { useId } from "react";
import type { SupportRestaurant } from "../api/get-support-restaurants";

export interface RestaurantSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  restaurants: SupportRestaurant[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Which restaurant the request goes to (a native select: the phone's own picker on mobile). */
export function RestaurantSelect({ restaurants, error, id, ref, ...props }: RestaurantSelectProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-stone-800">
        Restaurant
      </label>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={inputClasses(Boolean(error), "block h-12 w-full")}
        {...props}
      >
        <option value="">Choose a restaurant</option>
        {restaurants.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}, {r.city}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
