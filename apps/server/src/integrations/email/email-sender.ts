/** Sending an email. The outbox (default) stores and logs; the HTTP provider posts to a mail service. */
export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

export interface EmailSender {
  readonly provider: string;
  send(message: EmailMessage): Promise<void>;
}
