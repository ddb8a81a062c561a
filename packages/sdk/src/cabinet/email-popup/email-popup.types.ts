import type { EmailPopup } from '../../api/schemas/email-popup';

// The email-popup machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface EmailPopupInput {
  /** The client's profile has a phone. */
  readonly hasPhone: boolean;
}

export interface EmailPopupContext {
  hasPhone: boolean;
  popup: EmailPopup | undefined;
  timeToShowMs: number;
  email: string;
  error: string | undefined;
  promocode: string | undefined;
}

export type EmailPopupEvent = { type: 'EMAIL'; value: string } | { type: 'SUBMIT' } | { type: 'CLOSE' };
