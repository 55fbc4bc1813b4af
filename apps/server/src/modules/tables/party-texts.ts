/**
 * A text to a party about a change already committed (table ready, place released). The change stands whatever the SMS
 * provider does, so a failed send is logged, never answered to the host or the diner as an error.
 */
import type { SmsMessage } from "../../integrations/sms/sms-sender";
import type { TablesDeps } from "./tables-deps";

export async function textTheParty(deps: Pick<TablesDeps, "sms" | "log">, message: SmsMessage): Promise<void> {
  try {
    await deps.sms.send(message);
  } catch (error) {
    deps.log.warn({ err: error }, "a text to a party could not be sent");
  }
}
