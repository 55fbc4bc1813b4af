import { useQuery } from "@tanstack/react-query";
import type { PinPoint } from "../lib/address-draft";

/** The restaurant's word on a pin: it delivers there (distance and fee), or why it does not, in the diner's words. */
export interface AreaVerdict {
  delivers: boolean;
  text: string;
}

/** Asks the restaurant about a pin (at checkout, composed in by the cart: POST /order/getDistance/v2). */
export interface AreaCheck {
  /** What the answers depend on besides the pin (the restaurant, the cart's subtotal). */
  scope: string;
  check: (pin: PinPoint) => Promise<AreaVerdict>;
}

export type PinArea =
  | { kind: "none" }
  | { kind: "checking" }
  /** The check could not be made: the order is checked again when it is placed. */
  | { kind: "unknown" }
  | { kind: "delivers"; text: string }
  | { kind: "refused"; text: string };

/** The pin checked against the restaurant's delivery area as soon as it stands (and again wherever it is moved). */
export function usePinArea(pin: PinPoint | null, check: AreaCheck | undefined): PinArea {
  const asked = pin !== null && check !== undefined;
  const query = useQuery({
    queryKey: ["pin-area", check?.scope ?? "", pin?.lat ?? null, pin?.lng ?? null] as const,
    queryFn: () => check!.check(pin!),
    enabled: asked,
    staleTime: 60_000,
    retry: false,
  });
  if (!asked) return { kind: "none" };
  if (query.isError) return { kind: "unknown" };
  if (!query.data) return { kind: "checking" };
  return query.data.delivers ? { kind: "delivers", text: query.data.text } : { kind: "refused", text: query.data.text };
}
