/**
 * @mealflow/sdk: the composition root (`createMealflow`, `createMealflowCore`), the ports with their in-memory
 * implementations (browser ones: `@mealflow/sdk/browser`) and the API errors. Everything else is in one subpath per area:
 * `/storefront` (landing, funnel, login, session, menus…), `/checkout` (checkout, address, payment, SBP…), `/cabinet`
 * (orders, deliveries, subscriptions, settings…), `/domain` (pure rules, texts, formats), `/api` (the client, every call
 * and schema), `/routing` (the route table, matching, guards), `/browser`.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export { ApiError, errorText, isAborted, isApiError } from './api/errors';
export type { ApiErrorInit, ApiErrorKind } from './api/errors';
export * from './create-mealflow';
export type * from './deps';
export * from './mealflow-core';
export type * from './ports';
export * from './ports/memory';
