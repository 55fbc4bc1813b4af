/** Chooses the card processor from configuration (PAYMENTS_PROVIDER) and derives its secrets from the server's. */
import { createHmac } from "node:crypto";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { PaymentProcessor } from "./payment-processor";
import { createSandboxProcessor, type SandboxProcessor } from "./sandbox-processor";
import { createSandboxStore } from "./sandbox-processor.store";

export interface PaymentsWiring {
  processor: PaymentProcessor;
  /** The secret callbacks are signed with. */
  callbackSecret: string;
  /** The sandbox's pages and calls, when the sandbox is the processor. */
  sandbox: SandboxProcessor | null;
}

const derive = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest("hex");

export function wirePaymentProcessor(options: {
  provider: "sandbox";
  db: Database;
  clock: Clock;
  secret: string;
  publicUrl: string;
  deliver(body: string, signature: string): Promise<void>;
}): PaymentsWiring {
  const callbackSecret = derive(options.secret, "payments-callback");
  const sandbox = createSandboxProcessor({
    store: createSandboxStore(options.db),
    clock: options.clock,
    callbackSecret,
    fingerprintKey: derive(options.secret, "sandbox-card-fingerprint"),
    publicUrl: options.publicUrl,
    deliver: options.deliver,
  });
  return { processor: sandbox.processor, callbackSecret, sandbox };
}
