import { guestDetailsFormSchema } from "@forkful/contracts/auth";
import { DEFAULT_PARTY_SIZE } from "@forkful/contracts/booking-rules";
import type { Booking } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import { type CountryCode, splitMobile, toE164 } from "@forkful/contracts/phone";
import { FormAlert } from "@forkful/ui/form-alert";
import { SubmitButton } from "@forkful/ui/submit-button";
import { useState } from "react";
import { PartySizeStepper } from "../../../entities/booking/components/party-size-stepper";
import { checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { useSession } from "../../../shared/hooks/use-session";
import { useSignInPrefill } from "../../../shared/hooks/use-sign-in-prefill";
import { useStartThrottle } from "../../../shared/hooks/use-start-throttle";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { countryCodeOfTyped } from "../../../shared/lib/country-code";
import { newUuid } from "../../../shared/lib/uuid";
import { useCheckInAtTable } from "../api/check-in-at-table";
import { GuestFields, SignedInAs } from "./guest-fields";

export interface TablesideCheckinFormProps {
  locationId: number;
  tableId: string;
  /** The restaurant's country's code, for a number typed without one. */
  defaultCountryCode: CountryCode;
  onCheckedIn: (booking: Booking) => void;
}

/**
 * The party checks in at this table: its size and who it is (a guest types a name, a mobile number and an optional
 * email; a signed-in diner's come from the account). One idempotency key per attempt, so a double tap checks in once.
 */
export function TablesideCheckinForm({ locationId, tableId, defaultCountryCode, onCheckedIn }: TablesideCheckinFormProps) {
  const session = useSession();
  const tableToken = useTableToken(tableId);
  // A signed-in diner's verified details need no typing; a guest's from an earlier visit are offered again.
  const fullName = session.name || session.guestUser?.fullName || "";
  const mobilePhone = session.mobilePhone ?? session.guestUser?.mobile ?? "";
  const known = session.kind === "signedIn" && fullName.trim().length >= 2 && !!mobilePhone;
  const [editing, setEditing] = useState(!known);
  const [countryCode, setCountryCode] = useState<CountryCode>(countryCodeOfTyped(mobilePhone) ?? defaultCountryCode);
  const form = useZodForm(guestDetailsFormSchema(countryCode), {
    fullName,
    mobile: splitMobile(mobilePhone)?.phone ?? "",
    email: session.email ?? session.guestUser?.email ?? "",
  });
  const [guestCount, setGuestCount] = useState(DEFAULT_PARTY_SIZE);
  const [idempotencyKey, setIdempotencyKey] = useState(newUuid);
  const [error, setError] = useState<string | null>(null);
  const checkIn = useCheckInAtTable();
  const { start, waitSeconds } = useStartThrottle<"checkin">(checkinThrottle);
  // Signing in from here (the account button) starts from what was typed.
  const [typedName, typedMobile] = form.watch(["fullName", "mobile"]);
  useSignInPrefill(known ? null : { fullName: typedName.trim(), mobilePhone: toE164(typedMobile, countryCode) });

  const submit = form.handleSubmit(({ fullName, mobile, email }) =>
    start("checkin", async () => {
      setError(null);
      const request = {
        idempotencyKey,
        locationId,
        tableId,
        tableToken,
        guestCount,
        fullName,
        phone: mobile,
        email,
        customerId: session.customerId,
      };
      // Awaited, not mutate's callbacks: a guest's new session re-asks the table, and this form may unmount meanwhile.
      const result = await checkIn.mutateAsync({ ...request, countryCode: countryCodeOfTyped(mobile) ?? countryCode }).catch(() => null);
      if (result?.ok) return onCheckedIn(result.data.booking);
      // Refused: nothing was booked, so the next attempt is a new one.
      if (result) setIdempotencyKey(newUuid());
      setError(result ? result.message : MESSAGES.genericFailure);
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PartySizeStepper value={guestCount} onChange={setGuestCount} />
      {editing ? (
        <GuestFields form={form} countryCode={countryCode} onCountryChange={setCountryCode} />
      ) : (
        <SignedInAs name={fullName} mobilePhone={mobilePhone} onChange={() => setEditing(true)} />
      )}
      {error && <FormAlert message={error} />}
      <SubmitButton
        label="Check in at this table"
        pendingLabel="Checking in…"
        pending={checkIn.isPending}
        waitSeconds={waitSeconds}
        size="lg"
        className="w-full"
      />
    </form>
  );
}
