import { bookingGuestFormSchema } from "@forkful/contracts/booking-form";
import { MESSAGES } from "@forkful/contracts/messages";
import { type CountryCode, splitMobile } from "@forkful/contracts/phone";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { useState } from "react";
import { BookingGuestFields } from "../../../entities/booking/components/booking-guest-fields";
import { checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { type Session, useSession } from "../../../shared/hooks/use-session";
import { useStartThrottle } from "../../../shared/hooks/use-start-throttle";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { newUuid } from "../../../shared/lib/uuid";
import { useJoinWaitlist } from "../api/join-waitlist";

export interface JoinWaitlistFormProps {
  locationId: number;
  guestCount: number;
  onJoined: (reservationId: string) => void;
  /** The country code a new number starts with (the restaurant's country). */
  defaultCountryCode?: CountryCode;
}

/** The form hands over the number as E.164 (its schema makes it so), which names its own country. */
const countryOf = (e164: string): CountryCode => (e164.startsWith("+91") ? "+91" : "+1");

function prefill(session: Session, defaultCountryCode: CountryCode) {
  const guest = session.guestUser;
  const mobile = session.mobilePhone ?? guest?.mobile ?? null;
  return {
    values: {
      fullName: session.name || guest?.fullName || "",
      mobile: splitMobile(mobile)?.phone ?? "",
      email: session.email ?? guest?.email ?? "",
      note: "",
    },
    countryCode: splitMobile(mobile)?.countryCode ?? defaultCountryCode,
  };
}

/**
 * Who is joining the line: full name, mobile with its country code, optional email and a note for the host,
 * prefilled for a signed-in diner. One idempotency key per form, so a double click or a retry checks in once; a
 * second join inside the start throttle's window waits for it (spec §9). A 400 is the one-check-in rule (spec §8).
 */
export function JoinWaitlistForm({ locationId, guestCount, onJoined, defaultCountryCode = "+1" }: JoinWaitlistFormProps) {
  const session = useSession();
  const [start] = useState(() => prefill(session, defaultCountryCode));
  const [countryCode, setCountryCode] = useState<CountryCode>(start.countryCode);
  const [idempotencyKey] = useState(newUuid);
  const form = useZodForm(bookingGuestFormSchema(countryCode), start.values);
  const join = useJoinWaitlist();
  const gate = useStartThrottle<"checkin">(checkinThrottle);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ fullName, mobile, email, note }) =>
    gate.start("checkin", () => {
      setError(null);
      const request = { idempotencyKey, locationId, guestCount, fullName, phone: mobile, countryCode: countryOf(mobile), email, note };
      join.mutate(request, {
        onSuccess: (result) => {
          if (result.ok) onJoined(result.data.booking.reservationId);
          else setError(result.status === 400 ? MESSAGES.checkinOnlyOne : result.message);
        },
        onError: () => setError(MESSAGES.genericFailure),
      });
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="join-heading" className="space-y-4">
      <h2 id="join-heading" className="text-lg font-bold text-stone-900">
        Your details
      </h2>
      <p className="text-sm text-stone-600">We text this number when your table is ready.</p>
      <BookingGuestFields
        form={form}
        countryCode={countryCode}
        onCountryChange={setCountryCode}
        noteLabel="Note for the host (optional)"
        notePlaceholder="A high chair, a booth, an accessible table…"
        submit={{ label: "Join the waitlist", pendingLabel: "Joining…", pending: join.isPending, waitSeconds: gate.waitSeconds }}
      >
        <FormFeedback error={error ? { message: error, detail: null } : null} />
      </BookingGuestFields>
    </form>
  );
}
