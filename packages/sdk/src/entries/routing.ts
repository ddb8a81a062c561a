/**
 * `@mealflow/sdk/routing`: the route table, matching and building paths, guards, cities from URLs, cabinet navigation.
 * Each module's public names are listed by name: what a screen, a router or a test outside the SDK uses, and the
 * types their signatures name (`scripts/sdk-usage.mjs --unused routing`); the SDK's own helpers stay inside.
 */
export {
  type CabinetNavItem,
  cabinetNav,
  cabinetPageTitle,
  cabinetSection,
  compactCabinetNav,
  isAutoTipsOffered,
  isSmartphoneCabinet,
  subscriptionTabs,
  type SubscriptionTab,
} from '../routing/cabinet-nav';
export { type Brand, initialCallRedirect, isDashboardPath } from '../routing/cabinet';
export { type CityInput, type CitySource, resolveCity } from '../routing/city';
export { type Department, type DepartmentTransition, departmentTransition, sameDepartment } from '../routing/department';
export { type NavigationDecision, type NavigationInput, resolveNavigation } from '../routing/guards';
export { indexDecision } from '../routing/index-route';
export { saveInvite } from '../routing/invite';
export { buildPath, fillPattern, matchPath, type RouteMatch, type RouteParams } from '../routing/match';
export {
  anchorScrollTop,
  type ScrollDecision,
  scrollDecision,
  smoothScrollOffset,
  type UrlChange,
  urlChangeEvent,
} from '../routing/page-effects';
export { documentTitle } from '../routing/page-titles';
export { ROUTES, apiVersionForRoute, routeByName } from '../routing/routes';
export type { PaymentFlow, RouteApiVersion, RouteDef, RouteName, RouteSpec, ScreenSpec } from '../routing/routes';
export { type ScreenInput, screenInput } from '../routing/screen-input';
export { adoptLinkParams, saveSessionParams } from '../routing/session-params';
