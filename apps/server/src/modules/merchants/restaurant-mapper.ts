/** Maps location rows to the contract DTOs. The opening state is computed by the caller with its clock. */
import { DEFAULT_THEME } from "@forkful/contracts/constants";
import type { Media, OrderType, RestaurantDetail, RestaurantSummary } from "@forkful/contracts/merchants";
import { mediaUrl } from "../media/media-url";
import type { OpeningState } from "./opening-hours";
import type { EventMenuRow, LocationRecord, MediaRow } from "./merchants.repository";

export function toMediaDto(row: MediaRow): Media {
  return { id: row.id, entityType: row.entityType, mimeType: row.mimeType, extension: row.extension, url: mediaUrl(row) };
}

function orderTypesOf(record: LocationRecord): OrderType[] {
  return record.orderTypes.map((t) => ({ id: t.id, name: t.name, typeGroup: t.typeGroup, menuType: t.menuType }));
}

export function toRestaurantDetail(record: LocationRecord, state: OpeningState, events: EventMenuRow[]): RestaurantDetail {
  const { location: l, merchant: m } = record;
  const closesSoon = (minutes: number) => state.minutesUntilClose !== null && state.minutesUntilClose < minutes;
  return {
    id: l.id,
    branchName: l.branchName,
    branch: l.branch,
    address: l.address,
    open: state.open ? 1 : 0,
    city: l.city,
    country: l.country,
    currency: l.currency,
    lat: l.lat,
    lng: l.lng,
    delivery: l.delivery,
    media: record.media.map(toMediaDto),
    rating: l.rating,
    phoneNumber: l.phoneNumber,
    cost: l.cost,
    digitalMenu: l.digitalMenu,
    highChair: l.highChair,
    dining: l.dining,
    takeAway: l.takeAway,
    onlineCheckin: l.onlineCheckin,
    onlineOrder: l.onlineOrder,
    parking: l.parking,
    cards: l.cards,
    pref: l.pref,
    tableSection: l.tableSection,
    safetyMeasures: l.safetyMeasures,
    workingHours: l.workingHours,
    currentWorkingHours: state.currentWorkingHours,
    facilities: l.facilities,
    cuisine: l.cuisine,
    diets: l.diets,
    itemTypes: l.itemTypes,
    maxCheckinWaitThreshold: l.maxCheckinWaitThreshold,
    maxOnlineCheckin: l.maxOnlineCheckin,
    redirectUrl: l.redirectUrl,
    orderTypes: orderTypesOf(record),
    defaultPickUpETA: l.defaultPickUpEta,
    defaultDeliveryETA: l.defaultDeliveryEta,
    paymentProvider: l.paymentProvider,
    deliveryKMRadius: l.deliveryKmRadius,
    locationDeliveryProviders: l.locationDeliveryProviders,
    scheduledDelivery: l.scheduledDelivery,
    scheduledDeliveryCutOffTime: l.scheduledDeliveryCutOffTime,
    scheduledDeliveryDurationInDays: l.scheduledDeliveryDurationInDays,
    locationSlug: l.locationSlug,
    merchantSlug: m.slug,
    merchantType: m.merchantType,
    merchantName: m.name,
    disabledServices: l.disabledServices,
    cancellationPolicy: l.cancellationPolicy,
    deliverySettings: l.deliverySettings,
    platformConfiguration: l.platformConfiguration,
    aboutUs: m.aboutUs,
    pickupCutoff: l.pickupCutoff,
    defaultTax: l.defaultTax,
    orderTax: l.orderTax,
    defaultItemTax: l.defaultItemTax,
    quickCheckIn: l.quickCheckIn,
    shareTable: l.shareTable,
    // Pickup stops pickupCutoff minutes before closing; a delivery must be able to arrive before closing.
    pickupCutOffTimeExceeds: closesSoon(l.pickupCutoff),
    deliveryCutOffTimeExceeds: closesSoon(l.defaultDeliveryEta),
    timeZoneCd: l.timeZoneCd,
    assignTableDuringQuickCheckIn: l.assignTableDuringQuickCheckIn,
    dataCapCnpPayment: l.dataCapCnpPayment,
    isSurchargeEnabled: l.isSurchargeEnabled,
    activeSessionEndTime: state.activeSessionEndTime,
    nextSession: state.nextSession,
    isLastActiveSession: state.isLastActiveSession,
    theme: {
      primaryColor: l.themePrimaryColor ?? DEFAULT_THEME.primaryColor,
      textColor: l.themeTextColor ?? DEFAULT_THEME.textColor,
    },
    uiFeatureFlags: { googleTag: l.googleTag },
    events: events.map((e) => ({ eventSlug: e.eventSlug, name: e.name, eventDate: e.eventDate })),
  };
}

export function toRestaurantSummary(record: LocationRecord, state: OpeningState, distance: number | null): RestaurantSummary {
  const { location: l, merchant: m } = record;
  return {
    id: l.id,
    branchName: l.branchName,
    address: l.address,
    open: state.open ? 1 : 0,
    city: l.city,
    country: l.country,
    currency: l.currency,
    lat: l.lat,
    lng: l.lng,
    media: record.media.map(toMediaDto),
    rating: l.rating,
    cost: l.cost,
    cuisine: l.cuisine,
    locationSlug: l.locationSlug,
    merchantSlug: m.slug,
    merchantType: m.merchantType,
    merchantName: m.name,
    theme: {
      primaryColor: l.themePrimaryColor ?? DEFAULT_THEME.primaryColor,
      textColor: l.themeTextColor ?? DEFAULT_THEME.textColor,
    },
    orderTypes: orderTypesOf(record),
    nextSession: state.nextSession,
    distanceKm: distance,
  };
}
