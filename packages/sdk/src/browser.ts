/**
 * Browser implementations of the ports (`@mealflow/sdk/browser`): the only entry of the SDK whose
 * modules touch `document`, `window` and `localStorage`; nothing here runs on import.
 * `createBrowserPorts(options)` wires all of them at once.
 */

export * from './browser-device';
export * from './create-browser-ports';
// The ports only the runtime uses (clock, navigation, analytics, clipboard, notifications) are in
// `browser-ports.ts`: the app's entry chunk carries only cookies, storage and the device.
export * from './browser-ports';

export * from './browser-providers';
