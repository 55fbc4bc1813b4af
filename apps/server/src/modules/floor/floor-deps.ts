/** What the floor operations are built from: what a booking operation is (bookings' deps), without guest sessions. */
import type { BookingsDeps } from "../bookings/public";

export type FloorDeps = Omit<BookingsDeps, "guests">;
