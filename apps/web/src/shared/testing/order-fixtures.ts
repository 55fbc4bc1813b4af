/** Tests only: an order and the server's totals of its cart, as the API answers them. */
import type { CourierPosition, OrderDelivery } from "@forkful/contracts/delivery";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { Order, OrderItem, OrderLine } from "@forkful/contracts/orders";
import type { Tab } from "@forkful/contracts/tabs";

export const ORDER_ID = "166dbc30-9d54-491c-b5c4-37331aed73ed";

/** POST /order/customer/totals for one Garden Salad at $14.00 (USD), with its suggested tips. */
export const totalsAnswerFixture = {
  currency: "USD",
  lines: [{ itemId: 40, itemName: "Garden Salad", quantity: 1, unitPrice: 1400, options: [], subtotal: 1400, comment: null }],
  totals: { subtotal: 1400, tax: 124, deliveryFee: 0, tip: 0, discount: 0, isDiscountApplied: false, walletRedeemed: 0, total: 1524 },
  suggestedTips: [
    { percent: 10, amount: 140 },
    { percent: 15, amount: 210 },
  ],
  minimumOrder: 0,
  walletBalance: null,
  coupon: null,
};

/** A dish of a placed order from a cart line: round 1, nobody named, not started by the kitchen. */
export function orderItemFixture(line: OrderLine, overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    ...line,
    lineId: line.itemId,
    sortOrder: 1,
    dinerId: null,
    dinerName: null,
    itemStatus: null,
    itemStatusLabel: "Sent to the kitchen",
    ...overrides,
  };
}

/** An open tab with one diner (Asha) and no rounds yet: tests add rounds and diners as they need. */
export function tabFixture(overrides: Partial<Tab> = {}): Tab {
  return {
    state: "open",
    selectedTableName: "Table 4",
    selectedSectionId: "Patio",
    diners: [{ dinerId: "d1", name: "Asha" }],
    youDinerId: "d1",
    rounds: [],
    splitMode: null,
    splits: [],
    paid: 0,
    due: 0,
    reservationId: null,
    ...overrides,
  };
}

/** A placed, unpaid pickup order of `restaurant` (one Garden Salad), as POST /order/customer answers it. */
export function orderFixture(restaurant: RestaurantDetail, overrides: Partial<Order> = {}): Order {
  return {
    orderId: ORDER_ID,
    orderNumber: "1001",
    locationId: restaurant.id,
    locationSlug: restaurant.locationSlug,
    merchantType: restaurant.merchantType,
    branchName: restaurant.branchName,
    locationPhone: restaurant.phoneNumber,
    timeZone: restaurant.timeZoneCd,
    currency: "USD",
    orderType: "pickup",
    orderTypeId: 4,
    status: 6,
    statusLabel: "Order Received",
    paymentStatus: null,
    queuePlace: null,
    customerId: "4c1f0b7e-2a9d-4e55-9f3a-1d2b3c4d5e6f",
    fullName: "Ada Lovelace",
    phone: "+12125550100",
    email: null,
    items: totalsAnswerFixture.lines.map((line) => orderItemFixture(line)),
    totals: totalsAnswerFixture.totals,
    tipType: "FLATFEE",
    orderTimeASAP: true,
    scheduledAt: null,
    eventSlug: null,
    eventSlot: null,
    tableId: null,
    address: null,
    comment: null,
    orderInstruction: null,
    deliveryInstruction: null,
    orderDate: "2026-11-23",
    orderTime: "2026-11-23T15:37:00.000Z",
    etaTime: "2026-11-23T15:57:00.000Z",
    splitId: null,
    transactionId: null,
    sortOrder: null,
    history: [{ status: 6, label: "Order Received", at: "2026-11-23T15:37:00.000Z" }],
    coupon: null,
    offers: [],
    payment: null,
    paymentDueAt: null,
    releasedUnpaidAt: null,
    tab: null,
    sourceLat: null,
    sourceLon: null,
    destinationLat: null,
    destinationLon: null,
    deliveryDistanceKm: null,
    delivery: null,
    courierDueAt: null,
    arrival: null,
    ...overrides,
  };
}

/** A delivery order's courier as the order shows it: DoorDash's Sam riding to the door, no ETA unless given. */
export function deliveryFixture(overrides: Partial<OrderDelivery> = {}): OrderDelivery {
  return {
    deliveryProviderId: "DOORDASH",
    state: "enroute_to_dropoff",
    stateLabel: "Courier on the way to you",
    runner: { name: "Sam", phone: "+14155550199", vehicle: "Bike", deliveryStaffId: "dx-7" },
    trackingUrl: null,
    eta: null,
    courier: { lat: 37.7, lng: -122.4, at: "2026-11-23T19:40:00.000Z", eta: null, state: "enroute_to_dropoff" },
    attempt: 1,
    note: null,
    ...overrides,
  };
}

/** The courier's point as the order's stream pushes it, newer than deliveryFixture's. */
export function courierPushed(overrides: Partial<CourierPosition> = {}): CourierPosition {
  return { lat: 37.71, lng: -122.4, at: "2026-11-23T19:45:00.000Z", eta: null, state: "enroute_to_dropoff", ...overrides };
}
