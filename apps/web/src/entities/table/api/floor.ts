import { tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/**
 * POST /merchants/locations/reservations/table-details/v2: with a tableId (and the token of its QR code, decision 028),
 * that table, its section and restaurant, whether anyone sits there and the party seated there when the caller is that
 * party (so the diner's token goes with it); without one, the restaurant's whole floor.
 */
export async function getTableDetails(payload: { locationId: number; tableId?: string; tableToken?: string }, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/merchants/locations/reservations/table-details/v2",
      payload,
      schema: tableDetailsAnswerSchema,
      signal,
      auth: true,
    }),
  );
}
