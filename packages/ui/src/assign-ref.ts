import type { Ref } from "react";

/** Hands an element to a ref of any kind (an object ref or a callback), as React does. */
export function assignRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}
