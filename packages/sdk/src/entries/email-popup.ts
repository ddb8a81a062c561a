/** The cabinet's e-mail popup machine (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`; its calls are in ./invite). */
export { EMAIL_POPUP_TEXTS, emailPopupMachine } from '../cabinet/email-popup/email-popup.machine';
export type { EmailPopupContext, EmailPopupEvent, EmailPopupInput, EmailPopupMachine } from '../cabinet/email-popup/email-popup.machine';
export { EMAIL_POPUP_CLOSED_KEY, provideEmailPopup } from '../cabinet/email-popup/email-popup.provide';
export { connectEmailPopup, EMAIL_POPUP_VIEW_TEXTS, emailPopupView } from '../cabinet/email-popup/email-popup.connect';
export type { EmailPopupHandlers, EmailPopupSnapshot, EmailPopupView } from '../cabinet/email-popup/email-popup.connect';
