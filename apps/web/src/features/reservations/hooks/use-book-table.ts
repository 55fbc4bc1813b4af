import { bookingGuestFormSchema } from "@forkful/contracts/booking-form";
import type { Booking } from "@forkful/contracts/bookings";
import { DEFAULTS } from "@forkful/contracts/constants";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { type CountryCode, splitMobile } from "@forkful/contracts/phone";
import { useState } from "react";
import { type CheckinFlow, checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { useSession } from "../../../shared/hooks/use-session";
import { useStartThrottle } from "../../../shared/hooks/use-start-throttle";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { newUuid } from "../../../shared/lib/uuid";
import { useCreateReservation } from "../api/create-reservation";
import type { ReservationPicks } from "./use-reservation-picks";

const codeOf = (e164: string | null | undefined, fallback: CountryCode): CountryCode =>
  e164?.startsWith("+91") ? "+91" : e164?.startsWith("+1") ? "+1" : fallback;

/**
 * The guest form behind "Reserve" (contracts' booking guest form): full name, mobile, optional email (prefilled for a
 * signed-in diner) and a note.
 * One idempotency key per form, so a double click or a retry after a lost answer books once; a refused booking
 * (the time was just taken) gets a fresh key, since nothing was booked with the old one.
 */
export function useBookTable(restaurant: RestaurantDetail, picks: ReservationPicks, onBooked: (booking: Booking) => void) {
  const session = useSession();
  const mobile = session.mobilePhone ?? session.guestUser?.mobile ?? null;
  const [countryCode, setCountryCode] = useState<CountryCode>(codeOf(mobile, restaurant.currency === "INR" ? "+91" : "+1"));
  const form = useZodForm(bookingGuestFormSchema(countryCode), {
    fullName: session.name || session.guestUser?.fullName || "",
    mobile: splitMobile(mobile)?.phone ?? "",
    email: session.email ?? session.guestUser?.email ?? "",
    note: "",
  });
  const [idempotencyKey, setIdempotencyKey] = useState(newUuid);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateReservation();
  const { start, waitSeconds } = useStartThrottle<CheckinFlow>(checkinThrottle);

  const submit = form.handleSubmit((values) => {
    if (!picks.slot) return setFailure(MESSAGES.chooseTime);
    setFailure(null);
    const request = {
      idempotencyKey,
      locationId: restaurant.id,
      guestCount: picks.guestCount,
      customerId: session.kind === "signedIn" ? session.customerId : null,
      fullName: values.fullName,
      phone: values.mobile,
      countryCode,
      email: values.email ?? "",
      note: values.note || undefined,
      reservationDate: picks.date,
      reservationSlot: picks.slot,
      channelName: DEFAULTS.channelName,
      seatTogether: DEFAULTS.seatTogether,
    };
    start("reserve", () =>
      create.mutate(request, {
        onSuccess: (result) => {
          if (result.ok) return onBooked(result.data.booking);
          setFailure(result.message);
          setIdempotencyKey(newUuid());
        },
        onError: () => setFailure(MESSAGES.genericFailure),
      }),
    );
  });
  return { form, countryCode, setCountryCode, submit, failure, pending: create.isPending, waitSeconds };
}

export type BookTable = ReturnType<typeof useBookTable>;
