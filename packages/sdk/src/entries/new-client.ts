/** The desktop new-client order (steps, paths, the profile step's machine). Every name here is also exported by `@mealflow/sdk`. */
export {
  confirmationQuery,
  NEW_CLIENT_TARIFF_PATH,
  NEW_CLIENT_TEXTS,
  newClientCardPath,
  newClientConfirmPath,
  newClientPaymentPath,
  newClientProfilePath,
  newClientTariffInput,
} from '../storefront/new-client/new-client';
export { newClientProfileMachine } from '../storefront/new-client/new-client-profile.machine';
export type {
  NewClientProfileContext,
  NewClientProfileEvent,
  NewClientProfileInput,
  NewClientProfileLoaded,
  NewClientProfileMachine,
  NewClientSessionRef,
} from '../storefront/new-client/new-client-profile.machine';
export { provideNewClientProfile } from '../storefront/new-client/new-client-profile.provide';
export { connectNewClientProfile, newClientProfileView } from '../storefront/new-client/new-client-profile.connect';
export type { NewClientProfileHandlers, NewClientProfileSnapshot, NewClientProfileView } from '../storefront/new-client/new-client-profile.connect';
export { newClientLockedFields, newClientProfileErrors, newClientProfileSave } from '../storefront/new-client/new-client-profile.rules';
export type { NewClientProfileErrors, NewClientProfileFields } from '../storefront/new-client/new-client-profile.rules';
