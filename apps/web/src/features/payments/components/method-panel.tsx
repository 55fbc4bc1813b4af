import type { CardSummary, Transaction } from "@forkful/contracts/payments";
import type { Ref } from "react";
import type { MethodId } from "../lib/payment-options";
import type { PaymentPhase } from "../lib/payment-progress";
import type { CardFrameHandle } from "./card-frame";
import { CardPanel } from "./card-panel";
import { LinkPanel } from "./link-panel";
import { UpiPanel } from "./upi-panel";

export interface MethodPanelProps {
  method: MethodId;
  phase: PaymentPhase;
  /** The link or QR transaction on screen. */
  transaction: Transaction | null;
  frameRef: Ref<CardFrameHandle>;
  canSave: boolean;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
  onTokenized: (token: string, card: CardSummary) => void;
  onCardError: (message: string) => void;
}

const note = (text: string) => <p className="text-sm text-stone-600">{text}</p>;

/** What the chosen way to pay shows beneath the choices: the card form, the UPI QR, the link, or a note. */
export function MethodPanel(props: MethodPanelProps) {
  const { method, phase, transaction } = props;
  const shown = phase === "awaiting" || phase === "paid" ? transaction : null;
  switch (method) {
    case "card":
      return (
        <CardPanel
          handleRef={props.frameRef}
          canSave={props.canSave}
          saveCard={props.saveCard}
          onSaveCard={props.onSaveCard}
          onTokenized={props.onTokenized}
          onError={props.onCardError}
          onBusyChange={() => {}}
        />
      );
    case "qr":
      return shown?.paymentType === "BHARAT_QR" ? <UpiPanel transaction={shown} /> : note("Press Pay to show a UPI QR code to scan.");
    case "link":
      return shown?.paymentType === "PAYMENT_LINKS" ? (
        <LinkPanel transaction={shown} />
      ) : (
        note("Press Pay to get a secure payment link you can open here or on another device.")
      );
    case "pos":
      return note("Pay by card or cash at the counter, or to your server at the table.");
    default:
      return null;
  }
}
