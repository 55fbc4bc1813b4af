/**
 * A text or an email to a party about a change already committed (table ready, place released, a booking confirmed).
 * The change stands whatever the provider does, so a failed send is logged, never answered to the host or the diner
 * as an error.
 */
import type { EmailMessage } from "../../integrations/email/email-sender";
import type { SmsMessage } from "../../integrations/sms/sms-sender";
import type { BookingsDeps } from "./bookings-deps";

async function sendOrLog(deps: Pick<BookingsDeps, "log">, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.log.warn({ err: error }, `${what} to a party could not be sent`);
  }
}

export const textTheParty = (deps: Pick<BookingsDeps, "sms" | "log">, message: SmsMessage): Promise<void> =>
  sendOrLog(deps, "a text", () => deps.sms.send(message));

export const emailTheParty = (deps: Pick<BookingsDeps, "email" | "log">, message: EmailMessage): Promise<void> =>
  sendOrLog(deps, "an email", () => deps.email.send(message));
