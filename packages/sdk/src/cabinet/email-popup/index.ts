/**
 * The `emailPopup` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { emailPopup } from '@mealflow/sdk/cabinet'`, then `emailPopup.<name>`; unused members are tree-shaken.
 */
export * from './email-popup.connect';
export { EMAIL_POPUP_TEXTS, emailPopupMachine } from './email-popup.machine';
export type { EmailPopupContext, EmailPopupEvent, EmailPopupInput, EmailPopupMachine } from './email-popup.machine';
export * from './email-popup.provide';
