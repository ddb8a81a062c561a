/**
 * Browser implementations of the ports (`@mealflow/sdk/browser`): the only entry of the SDK whose
 * modules touch `document`, `window` and `localStorage`; nothing here runs on import.
 * `createBrowserPorts(options)` wires all of them at once.
 */

export { createBrowserCookies, createBrowserDevice, createBrowserStorage } from './browser-device';
export { createBrowserPorts } from './create-browser-ports';
export type { BrowserPortsOptions } from './create-browser-ports';
// The ports only the runtime uses (clock, navigation, analytics, clipboard, notifications) are in
// `browser-ports.ts`: the app's entry chunk carries only cookies, storage and the device.
export {
  browserClock,
  createBrowserClipboard,
  createBrowserNavigation,
  createBrowserPageLifecycle,
  createConsoleAnalytics,
  createEventNotify,
} from './browser-ports';

export {
  CAPTCHA_UNAVAILABLE_MESSAGE,
  createProviderCryptogram,
  createRecaptcha,
  loadScript,
  noAnalytics,
  noCaptcha,
  noVkPay,
} from './browser-providers';
export type { CardCheckoutGlobal, ProviderCryptogramOptions, RecaptchaGlobal, RecaptchaOptions } from './browser-providers';
