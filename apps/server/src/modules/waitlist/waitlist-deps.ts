/** What the waitlist operations are built from: what every booking operation is (bookings' deps). */
import type { BookingsDeps } from "../bookings/public";

export type WaitlistDeps = BookingsDeps;
