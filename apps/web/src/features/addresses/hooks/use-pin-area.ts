import { useQuery } from "@tanstack/react-query";
import type { DeliveryArea, DeliveryAreaCheck } from "../../../entities/delivery/lib/delivery-area";
import type { PinPoint } from "../lib/address-draft";

/** The pin checked against the restaurant's delivery area as soon as it stands (and again wherever it is moved). */
export function usePinArea(pin: PinPoint | null, check: DeliveryAreaCheck | undefined): DeliveryArea {
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
