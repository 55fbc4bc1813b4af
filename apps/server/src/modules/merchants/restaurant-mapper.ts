/** Maps location rows to the contract DTOs. The opening state is computed by the caller with its clock. */
import { DEFAULT_THEME } from "@forkful/contracts/constants";
import type { RestaurantDetail, RestaurantSummary } from "@forkful/contracts/merchants";
import { toMedia } from "../media/public";
import { deliveryRulesOf, startingFeeOf } from "./delivery-rules";
import type { EventMenuRow, LocationRecord } from "./merchants.repository";
import type { OpeningState } from "./opening-hours";

/** The restaurant's delivery rules as the diner reads them: deliveryFee is where its fees start. */
function deliverySettingsOf(l: LocationRecord["location"]): RestaurantSummary["deliverySettings"] {
  const rules = deliveryRulesOf(l);
  return { ...l.deliverySettings, deliveryFee: startingFeeOf(rules), deliveryArea: rules.area, feeBands: [...rules.feeBands] };
}

/** The fields a list card and a full detail share. */
function commonFields(record: LocationRecord, state: OpeningState): Omit<RestaurantSummary, "distanceKm"> {
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
    media: record.media.map(toMedia),
    rating: l.rating,
    ratingCount: l.ratingCount,
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
    orderTypes: record.orderTypes.map((t) => ({ id: t.id, name: t.name, typeGroup: t.typeGroup, menuType: t.menuType })),
    nextSession: state.nextSession,
    delivery: l.delivery,
    deliverySettings: deliverySettingsOf(l),
    defaultPickUpETA: l.defaultPickUpEta,
    defaultDeliveryETA: l.defaultDeliveryEta,
  };
}

export function toRestaurantDetail(record: LocationRecord, state: OpeningState, events: EventMenuRow[]): RestaurantDetail {
  const { location: l, merchant: m } = record;
  const closesSoon = (minutes: number) => state.minutesUntilClose !== null && state.minutesUntilClose < minutes;
  return {
    ...commonFields(record, state),
    branch: l.branch,
    phoneNumber: l.phoneNumber,
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
    diets: l.diets,
    itemTypes: l.itemTypes,
    maxCheckinWaitThreshold: l.maxCheckinWaitThreshold,
    maxOnlineCheckin: l.maxOnlineCheckin,
    redirectUrl: l.redirectUrl,
    paymentProvider: l.paymentProvider,
    deliveryKMRadius: l.deliveryKmRadius,
    locationDeliveryProviders: l.locationDeliveryProviders,
    scheduledDelivery: l.scheduledDelivery,
    scheduledDeliveryCutOffTime: l.scheduledDeliveryCutOffTime,
    scheduledDeliveryDurationInDays: l.scheduledDeliveryDurationInDays,
    disabledServices: l.disabledServices,
    cancellationPolicy: l.cancellationPolicy,
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
    isLastActiveSession: state.isLastActiveSession,
    uiFeatureFlags: { googleTag: l.googleTag },
    events: events.map((e) => ({ eventSlug: e.eventSlug, name: e.name, eventDate: e.eventDate })),
  };
}

export function toRestaurantSummary(record: LocationRecord, state: OpeningState, distance: number | null): RestaurantSummary {
  return { ...commonFields(record, state), distanceKm: distance };
}
