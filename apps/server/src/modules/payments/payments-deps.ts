/** What the payment operations are built from (payments.module.ts assembles it once per app). */
import type { CardAttemptDeps } from "./card-attempt";
import type { CardsDeps } from "./cards";
import type { ReleaseDeps } from "./release-for-cancelled-order";

export type PaymentsDeps = CardAttemptDeps & CardsDeps & ReleaseDeps;
