/** Tests only: a check-in or reservation as the staff floor calls list it (a party of 2 in line, 20 minutes in). */
import type { Booking } from "@forkful/contracts/bookings";
import type { staffTablesAnswerSchema } from "@forkful/contracts/staff-tables";
import type { z } from "zod";

type FloorTable = z.infer<typeof staffTablesAnswerSchema>["tables"][number];

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    reservationId: "5d1b7a10-0000-4000-8000-000000000001",
    kind: "checkin",
    locationId: 1,
    locationSlug: "sakura-street-ramen-japantown",
    merchantType: "restaurant",
    branchName: "Japantown",
    timeZone: "America/Los_Angeles",
    status: "Active",
    statusLabel: "Waiting for a table",
    checkedIn: true,
    customerId: null,
    fullName: "Ada Lovelace",
    phone: "+12125550100",
    email: null,
    guestCount: 2,
    note: null,
    deviceId: "",
    channelName: "ONLINE",
    seatTogether: "0",
    reservationDate: null,
    reservationSlot: null,
    startsAt: null,
    endsAt: null,
    table: null,
    position: 1,
    partiesAhead: 0,
    waitMinutes: 5,
    quotedWaitMinutes: 15,
    createdAt: ago(20),
    updatedAt: ago(20),
    notifiedAt: null,
    answerBy: null,
    partyAnswer: null,
    partyAnsweredAt: null,
    answerExtendedAt: null,
    seatedAt: null,
    finishedAt: null,
    cancelledAt: null,
    cancelReason: null,
    remindedAt: null,
    isFeedbackSubmitted: false,
    canCancel: true,
    canChange: false,
    ...overrides,
  };
}

export function tableFixture(tableId: string, seats: number, overrides: Partial<FloorTable> = {}): FloorTable {
  return {
    tableId,
    tableName: `Table ${tableId.slice(1)}`,
    seats,
    sectionId: 1,
    sectionName: "Main room",
    state: "free",
    booking: null,
    nextReservationAt: null,
    seatedAt: null,
    tab: null,
    ...overrides,
  };
}
