/** The cabinet's settings and cards: calls, schemas, texts, the settings and cards machines (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { cards, settings } from '../api/endpoints/settings';
export { AgreementRequest, AgreementResponse, CardIdRequest, CardKind, CardsResponse, ClientCard } from '../api/schemas/settings';
export { CARD_TEXTS, SETTINGS_TEXTS } from '../domain/settings-texts';
export { connectSettings, settingsView } from '../cabinet/settings/settings.connect';
export type {
  GenderOption, OfferView, SettingsFieldView, SettingsHandlers, SettingsSnapshot, SettingsView,
} from '../cabinet/settings/settings.connect';
export { settingsMachine } from '../cabinet/settings/settings.machine';
export { provideSettings } from '../cabinet/settings/settings.provide';
export {
  birthdayError, canSave, formFromProfile, hasChanges, hasErrors, isGender, needsOfferAgreement, settingsChanges, settingsErrors,
} from '../cabinet/settings/settings.rules';
export type { Gender, SettingsChanges, SettingsErrors, SettingsField, SettingsForm } from '../cabinet/settings/settings.rules';
export type { ProfileInbox, ProfileUpdatedEvent, SettingsContext, SettingsEvent, SettingsInput, SettingsLoaded, SettingsSaveInput } from '../cabinet/settings/settings.types';
export type { SettingsMachine } from '../cabinet/settings/settings.machine';
export { cardsView, connectCards } from '../cabinet/cards/cards.connect';
export type { CardsConfirmView, CardsHandlers, CardsSnapshot, CardsView, CardView } from '../cabinet/cards/cards.connect';
export { cardsMachine } from '../cabinet/cards/cards.machine';
export { provideCards } from '../cabinet/cards/cards.provide';
export { canActivate, cardBrand, cardById, cardKindText, cardMask } from '../cabinet/cards/cards.rules';
export type { CardsContext, CardsEvent } from '../cabinet/cards/cards.types';
export type { CardsMachine } from '../cabinet/cards/cards.machine';
export { cardsChildren } from '../cabinet/cards/cards.connect';
export { cardBinding } from '../api/endpoints/card-binding';
export { AssistPayRequest, AssistPayResponse, ClientCardRequest, ClientCardResponse, TokenBindingRequest } from '../api/schemas/card-binding';
export { cardBindingView, connectCardBinding } from '../checkout/card-binding/card-binding.connect';
export type { CardBindingHandlers, CardBindingSnapshot, CardBindingStep, CardBindingView } from '../checkout/card-binding/card-binding.connect';
export { cardBindingMachine } from '../checkout/card-binding/card-binding.machine';
export { askBindingState, provideCardBinding } from '../checkout/card-binding/card-binding.provide';
export { BINDING_QUERY, bindingChargeKey, bindingReturnPath, CARD_BINDING_TEXTS, NO_ORDER_HID } from '../checkout/card-binding/card-binding.rules';
export type { BindingChargeOutcome, BindingState, CardBindingContext, CardBindingEvent, CardBindingInput, CardBindingOutput } from '../checkout/card-binding/card-binding.types';
export type { CardBindingMachine } from '../checkout/card-binding/card-binding.machine';
export { assistPaymentView, connectAssistPayment } from '../checkout/assist-payment/assist-payment.connect';
export type { AssistPaymentHandlers, AssistPaymentSnapshot, AssistPaymentView } from '../checkout/assist-payment/assist-payment.connect';
export { assistPaymentMachine } from '../checkout/assist-payment/assist-payment.machine';
export type { AssistOrder, AssistPaymentContext, AssistPaymentEvent, AssistPaymentInput, AssistPaymentMachine } from '../checkout/assist-payment/assist-payment.machine';
export { provideAssistPayment } from '../checkout/assist-payment/assist-payment.provide';
export { ASSIST_ORDER_QUERY, ASSIST_TEXTS, assistReturnUrls, assistUrlAllowed, awaitsPayment } from '../checkout/assist-payment/assist-payment.rules';
