/**
 * `@mealflow/sdk/routing`: the route table, matching and building paths, guards, cities from URLs, cabinet navigation.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export * from '../routing/cabinet-nav';
export * from '../routing/cabinet';
export * from '../routing/city';
export * from '../routing/department';
export * from '../routing/guards';
export { INDEX_ROUTE, indexDecision } from '../routing/index-route';
export * from '../routing/invite';
export * from '../routing/match';
export * from '../routing/page-effects';
export { documentTitle, PAGE_TITLES } from '../routing/page-titles';
export {
  BUSINESS_PRODUCTS,
  MENU_PAGE_PRODUCTS,
  PAYMENT_FLOWS,
  PAYMENT_RESULTS,
  ROUTES,
  ROUTE_NAMES,
  THREE_DS_FLOWS,
  apiVersionForRoute,
  isRouteName,
  longatePath,
  paymentResultPath,
  routeByName,
  threeDsReturnPath,
} from '../routing/routes';
export type {
  BusinessProduct,
  LongateStep,
  PaymentFlow,
  PaymentResult,
  RouteApiVersion,
  RouteDef,
  RouteName,
  RouteSpec,
  ScreenSpec,
} from '../routing/routes';
export * from '../routing/screen-input';
export * from '../routing/session-params';
