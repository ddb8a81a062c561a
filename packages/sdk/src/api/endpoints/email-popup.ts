import { call, type NoInput } from './declare';
import { EmailPopupResponse, EmailPopupSaveResponse, type EmailPopupRequest } from '../schemas/email-popup';

/** The cabinet's e-mail popup (personal-cabinet §7 `email-fill-popup` GET and POST). */
export const emailPopup = {
  get: call<NoInput, EmailPopupResponse>('GET email-fill-popup', EmailPopupResponse),
  save: call<EmailPopupRequest, EmailPopupSaveResponse>('POST email-fill-popup', EmailPopupSaveResponse),
} as const;
