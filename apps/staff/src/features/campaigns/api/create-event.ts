import { type CreateEventRequest, type EventPage, eventPageSchema } from "@forkful/contracts/campaigns";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** POST /staff/events: an event page with its date, slots and dishes; it heads the list at once. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEventRequest) =>
      staffCall({ method: "POST", path: "/staff/events", payload: request, schema: eventPageSchema }),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<EventPage[]>(staffKeys.events(), (events) => (events ? [result.data, ...events] : events));
    },
  });
}
