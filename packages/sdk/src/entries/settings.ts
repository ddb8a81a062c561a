/** The cabinet's settings and cards: calls, schemas, texts, the settings and cards machines (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { cards, settings } from '../api/endpoints/settings';
export { AgreementRequest, AgreementResponse, CardIdRequest, CardKind, CardsResponse, ClientCard } from '../api/schemas/settings';
export { CARD_TEXTS, SETTINGS_TEXTS } from '../domain/settings-texts';
export { connectSettings, settingsView } from '../machines/settings/settings.connect';
export type {
  GenderOption, OfferView, SettingsFieldView, SettingsHandlers, SettingsSnapshot, SettingsView,
} from '../machines/settings/settings.connect';
export { settingsMachine } from '../machines/settings/settings.machine';
export { provideSettings } from '../machines/settings/settings.provide';
export {
  birthdayError, canSave, formFromProfile, hasChanges, hasErrors, isGender, needsOfferAgreement, settingsChanges, settingsErrors,
} from '../machines/settings/settings.rules';
export type { Gender, SettingsChanges, SettingsErrors, SettingsField, SettingsForm } from '../machines/settings/settings.rules';
export type {
  ProfileInbox, ProfileUpdatedEvent, SettingsContext, SettingsEvent, SettingsInput, SettingsLoaded, SettingsMachine, SettingsSaveInput,
} from '../machines/settings/settings.types';
export { cardsView, connectCards } from '../machines/cards/cards.connect';
export type { CardsConfirmView, CardsHandlers, CardsSnapshot, CardsView, CardView } from '../machines/cards/cards.connect';
export { cardsMachine } from '../machines/cards/cards.machine';
export { provideCards } from '../machines/cards/cards.provide';
export { canActivate, cardBrand, cardById, cardKindText, cardMask } from '../machines/cards/cards.rules';
export type { CardsContext, CardsEvent, CardsMachine } from '../machines/cards/cards.types';
