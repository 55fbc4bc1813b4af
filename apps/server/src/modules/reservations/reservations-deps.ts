/** What the reservations operations are built from: what every booking operation is (bookings' deps). */
import type { BookingsDeps } from "../bookings/public";

export type ReservationsDeps = BookingsDeps;
