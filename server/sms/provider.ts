/** Sends one text message. Throws when the message could not be handed over. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}
