/** Support requests from the restaurant's side for the journeys: staff find a diner's request and answer it; the SMS outbox. */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type StaffSupportRequest, staffSupportListSchema, staffSupportRequestSchema } from "@forkful/contracts/support";
import type { APIRequestContext } from "@playwright/test";

const headers = { [APP_VERSION_HEADER]: APP_VERSION };
const staffHeaders = (token: string) => ({ ...headers, authorization: `Bearer ${token}` });

/** The restaurant's open request whose message is `message` (staff's list, open first). */
export async function openRequestSaying(request: APIRequestContext, staffToken: string, message: string): Promise<StaffSupportRequest> {
  const response = await request.get(`${API_BASE_PATH}/staff/support/requests`, {
    params: { state: "open" },
    headers: staffHeaders(staffToken),
  });
  if (!response.ok()) throw new Error(`staff support requests answered ${response.status()}`);
  const found = staffSupportListSchema.parse(await response.json()).find((r) => r.message === message);
  if (!found) throw new Error(`No open support request says "${message}"`);
  return found;
}

/** Staff answer the request (the diner gets it by SMS and on the request). */
export async function answerRequest(
  request: APIRequestContext,
  staffToken: string,
  id: string,
  answer: string,
): Promise<StaffSupportRequest> {
  const response = await request.post(`${API_BASE_PATH}/staff/support/requests/${id}/answer`, {
    headers: staffHeaders(staffToken),
    data: { answer },
  });
  if (!response.ok()) throw new Error(`answering ${id} answered ${response.status()}: ${await response.text()}`);
  return staffSupportRequestSchema.parse(await response.json());
}

/** The texts the dev SMS outbox kept for `to`, newest first. */
export async function textsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`${API_BASE_PATH}/dev/sms-outbox`, { params: { to }, headers });
  if (!response.ok()) throw new Error(`The SMS outbox answered ${response.status()}: is SMS_OUTBOX_ROUTE on?`);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
}
