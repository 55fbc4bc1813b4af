/** Sending a text message. The outbox (default) stores and logs; the HTTP provider posts to a gateway. */
export interface SmsMessage {
  /** E.164 */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage): Promise<void>;
}
