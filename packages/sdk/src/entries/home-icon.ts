/** The home-screen icon hint (machine, connect, rules). Every name here is also exported by `@mealflow/sdk`. */
export { homeIconMachine } from '../cabinet/home-icon/home-icon.machine';
export type { HomeIconContext, HomeIconEvent, HomeIconMachine, HomeIconMachineInput } from '../cabinet/home-icon/home-icon.machine';
export { HOME_ICON_SHOWS_KEY, provideHomeIcon } from '../cabinet/home-icon/home-icon.provide';
export { connectHomeIcon } from '../cabinet/home-icon/home-icon.connect';
export type { HomeIconHandlers, HomeIconSnapshot, HomeIconView } from '../cabinet/home-icon/home-icon.connect';
export { HOME_ICON_STEPS, HOME_ICON_TEXTS, homeIconBrowser, homeIconHintVisible } from '../domain/home-icon';
export type { HomeIconBrowser, HomeIconInput } from '../domain/home-icon';
