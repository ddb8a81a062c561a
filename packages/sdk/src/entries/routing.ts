/**
 * `@mealflow/sdk/routing`: the route table, matching and building paths, guards, cities from URLs, cabinet navigation.
 * Generated once from the flat root (issue 33); names are listed explicitly, no `export *` over a module.
 */
export {
  cabinetNav,
  cabinetPageTitle,
  cabinetSection,
  compactCabinetNav,
  isAutoTipsOffered,
  isSmartphoneCabinet,
} from '../routing/cabinet-nav';
export type { CabinetNavItem } from '../routing/cabinet-nav';
export {
  WOWFOOD_DISABLED_ROUTES,
  deviceEquivalentPath,
  disabledRouteMessage,
  initialCallErrorDecision,
  initialCallRedirect,
  isDashboardPath,
  isRouteDisabledForBrand,
} from '../routing/cabinet';
export type { Brand, InitialErrorDecision } from '../routing/cabinet';
export { cityIdFromHost, cityIdFromValue, isCityConfirmedByUrl, resolveCity, resolveCityId } from '../routing/city';
export type { CityInput, CitySource } from '../routing/city';
export { departmentOf, departmentTransition, sameDepartment } from '../routing/department';
export type { Department, DepartmentTransition } from '../routing/department';
export {
  SESSION_PARAMS,
  isSafeRedirect,
  resolveNavigation,
  sessionParamsFromQuery,
  tokenFromQuery,
  withoutTokenParams,
} from '../routing/guards';
export type { NavigationDecision, NavigationInput, SessionParam } from '../routing/guards';
export { INDEX_ROUTE, indexDecision } from '../routing/index-route';
export { INVITE_PARAM, inviteFromQuery, saveInvite } from '../routing/invite';
export { buildPath, buildQuery, fillPattern, matchPath, normalisePath } from '../routing/match';
export type { RouteMatch, RouteParams } from '../routing/match';
export { URL_CHANGE_EVENT, anchorScrollTop, scrollDecision, smoothScrollOffset, urlChangeEvent } from '../routing/page-effects';
export type { ScrollDecision, UrlChange } from '../routing/page-effects';
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
export { screenInput } from '../routing/screen-input';
export type { ScreenInput } from '../routing/screen-input';
export { adoptLinkParams, readUtm, saveSessionParams } from '../routing/session-params';
