import { defineEndpoint } from '../client';
import { EmailPopupResponse, EmailPopupSaveResponse, type EmailPopupRequest } from '../schemas/email-popup';

/** The cabinet's e-mail popup (personal-cabinet §7 `email-fill-popup` GET and POST). */
export const emailPopup = {
  get: defineEndpoint<Record<string, never>, EmailPopupResponse>({
    name: 'email-fill-popup',
    method: 'GET',
    path: 'email-fill-popup',
    response: EmailPopupResponse,
  }),
  save: defineEndpoint<EmailPopupRequest, EmailPopupSaveResponse>({
    name: 'email-fill-popup',
    method: 'POST',
    path: 'email-fill-popup',
    response: EmailPopupSaveResponse,
  }),
} as const;
