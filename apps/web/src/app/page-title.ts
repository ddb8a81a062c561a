import { documentTitle, type RouteName } from '@mealflow/sdk/routing';

/** The route's document title (the SDK's `PAGE_TITLES`): loaded by `RouteChrome` after the first commit. */
export function setPageTitle(route: RouteName, brand: Parameters<typeof documentTitle>[1]): void {
  document.title = documentTitle(route, brand);
}
