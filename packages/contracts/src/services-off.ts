/**
 * Turning a diner service off for a while (issue 26): a manager turns delivery, online check-in or reservations off
 * for N minutes or until turned back on. Meanwhile a delivery order, a check-in or a reservation is refused (409
 * DELIVERY_OFF, CHECKIN_OFF, RESERVATIONS_OFF) and the closed pages say when the service is back.
 */
import { z } from "zod";

export const DINER_SERVICES = ["delivery", "checkin", "reservations"] as const;
export const dinerServiceSchema = z.enum(DINER_SERVICES);
export type DinerService = z.infer<typeof dinerServiceSchema>;

/** How long a service may be turned off for, in minutes; the console offers SERVICE_OFF_CHOICES. */
export const SERVICE_OFF_MINUTES = { min: 5, max: 240 } as const;
export const SERVICE_OFF_CHOICES = [15, 30, 60] as const;

/** Each service as staff and diners name it. */
export const SERVICE_NAMES: Readonly<Record<DinerService, string>> = {
  delivery: "Delivery",
  checkin: "Check-in",
  reservations: "Reservations",
};

/** What a diner is told while a service is off: `backAt` as the restaurant's clock reads it, or null (until turned back on). */
const offText = (what: string) => (branchName: string, backAt: string | null) =>
  backAt ? `${branchName} is not taking ${what} until ${backAt}. Please try again then.` : `${branchName} is not taking ${what} for now.`;

export const SERVICES_OFF_TEXTS = {
  minutes: `Turn a service off for a whole number of minutes from ${SERVICE_OFF_MINUTES.min} to ${SERVICE_OFF_MINUTES.max}, or null to turn it back on`,
  service: `service is one of ${DINER_SERVICES.join(", ")}`,
  twice: "Give either minutes or untilReopened, not both",
  nothing: "Say how long: minutes (null turns the service back on) or untilReopened",
  deliveryOff: offText("delivery orders"),
  checkinOff: offText("online check-ins"),
  reservationsOff: offText("reservations online"),
} as const;

/** PUT /staff/services: turn one service off for `minutes`, off until turned back on (`untilReopened`), or on (`minutes: null`). */
export const staffServicesBodySchema = z
  .object({
    service: z.enum(DINER_SERVICES, { message: SERVICES_OFF_TEXTS.service }),
    minutes: z
      .number({ message: SERVICES_OFF_TEXTS.minutes })
      .int(SERVICES_OFF_TEXTS.minutes)
      .min(SERVICE_OFF_MINUTES.min, SERVICES_OFF_TEXTS.minutes)
      .max(SERVICE_OFF_MINUTES.max, SERVICES_OFF_TEXTS.minutes)
      .nullable()
      .optional(),
    untilReopened: z.literal(true, { message: "untilReopened is true when given" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.minutes !== undefined && body.untilReopened !== undefined)
      ctx.addIssue({ code: "custom", path: ["untilReopened"], message: SERVICES_OFF_TEXTS.twice });
    if (body.minutes === undefined && body.untilReopened === undefined)
      ctx.addIssue({ code: "custom", path: [], message: SERVICES_OFF_TEXTS.nothing });
  });
export type StaffServicesBody = z.infer<typeof staffServicesBodySchema>;

/** One service now: on, or off until a time (ISO) or until turned back on (`until` null), with who turned it off and when. */
export const serviceStateSchema = z.object({
  service: dinerServiceSchema,
  off: z.boolean(),
  /** Off until this time (ISO); null when on, or when off until turned back on. */
  until: z.string().nullable(),
  /** Who turned it off and when; null when on. */
  setBy: z.string().nullable(),
  setAt: z.string().nullable(),
});
export type ServiceState = z.infer<typeof serviceStateSchema>;

/** GET and PUT /staff/services: delivery, check-in and reservations, in that order. */
export const staffServicesSchema = z.object({ services: z.array(serviceStateSchema) });
export type StaffServices = z.infer<typeof staffServicesSchema>;

/**
 * The restaurant detail's `servicesOffUntil`: a service named here is off, until the time given (ISO) or, null, until
 * turned back on; a service not named is on.
 */
export const servicesOffUntilSchema = z.object({
  delivery: z.string().nullable().optional(),
  checkin: z.string().nullable().optional(),
  reservations: z.string().nullable().optional(),
});
export type ServicesOffUntil = z.infer<typeof servicesOffUntilSchema>;

/** The console's Services panel (a manager, on the orders page). */
export const SERVICES_PANEL_TEXTS = {
  title: "Services",
  on: "On",
  offUntil: (time: string) => `Off until ${time}`,
  offUntilReopened: "Off until turned back on",
  turnOffGroup: (service: string) => `Turn ${service.toLowerCase()} off`,
  forMinutes: (minutes: number) => `Off ${minutes} min`,
  untilReopened: "Off until back on",
  turnBackOn: "Turn back on",
  unreachable: "We could not reach Forkful. Try again.",
  loading: "Reading the services…",
  loadFailed: "The services could not be read.",
  retry: "Try again",
} as const;

/** The diner's closed pages while a service is off for a while: when it is back, on the restaurant's clock. */
export const SERVICE_CLOSED_TEXTS = {
  backAt: (time: string) => `Back at ${time}`,
  checkinOff: "Online check-in is turned off for a while.",
  reservationsOff: "Reservations online are turned off for a while.",
  deliveryOff: "Delivery is turned off for a while.",
  untilReopened: "Check back later.",
} as const;
