/**
 * @mealflow/sdk: the composition root (`createMealflow`, `createMealflowCore`), the ports with their in-memory
 * implementations (browser ones: `@mealflow/sdk/browser`) and the API errors. Everything else is in one subpath per area:
 * `/storefront` (landing, funnel, login, session, menus…), `/checkout` (checkout, address, payment, SBP…), `/cabinet`
 * (orders, deliveries, subscriptions, settings…), `/domain` (pure rules, texts, formats), `/api` (the client, every call
 * and schema), `/routing` (the route table, matching, guards), `/browser`.
 * Generated once from the flat root (issue 33); names are listed explicitly, no `export *` over a module.
 */
export { ApiError, errorText, isAborted, isApiError } from './api/errors';
export type { ApiErrorInit, ApiErrorKind } from './api/errors';
export { createMealflow } from './create-mealflow';
export type { Mealflow, MealflowMachines } from './create-mealflow';
export type { MealflowDeps } from './deps';
export { createMealflowCore } from './mealflow-core';
export type { CreateMealflowOptions, MachineProvider, MealflowCore } from './mealflow-core';
export type {
  AnalyticsPort,
  CaptchaPort,
  CardCryptogramPort,
  ClipboardPort,
  ClockPort,
  CookieOptions,
  CookiePort,
  DevicePort,
  NavigationPort,
  NotifyPort,
  PageLifecyclePort,
  Ports,
  StoragePort,
  VkPayPort,
  VkPayResult,
} from './ports';
export {
  createManualClock,
  createMemoryAnalytics,
  createMemoryCaptcha,
  createMemoryClipboard,
  createMemoryCookies,
  createMemoryDevice,
  createMemoryNavigation,
  createMemoryNotify,
  createMemoryPageLifecycle,
  createMemoryPorts,
  createMemoryStorage,
  createMemoryVkPay,
  createSandboxCryptogram,
} from './ports/memory';
export type {
  ManualClock,
  MemoryAnalytics,
  MemoryCaptcha,
  MemoryClipboard,
  MemoryCookies,
  MemoryNavigation,
  MemoryNotify,
  MemoryPageLifecycle,
  MemoryPorts,
  MemoryPortsOptions,
  MemoryStorage,
  MemoryVkPay,
} from './ports/memory';
