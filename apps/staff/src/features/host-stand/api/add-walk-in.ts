import { bookingSchema } from "@forkful/contracts/bookings";
import type { staffWalkInBodySchema } from "@forkful/contracts/staff-tables";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

export type WalkInFields = z.input<typeof staffWalkInBodySchema>;

/** POST /staff/walk-ins: a party at the host stand joins the line, or sits at once at the table named. */
export function useAddWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walkIn: WalkInFields) => staffCall({ method: "POST", path: "/staff/walk-ins", payload: walkIn, schema: bookingSchema }),
    onSettled: () => Promise.all([staffKeys.waitlist(), staffKeys.tables()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
