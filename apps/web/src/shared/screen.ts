import type { RouteDef } from '@mealflow/sdk/routing';

/** What the router hands every screen: the matched route and its path parameters. */
export interface ScreenProps {
  params: Record<string, string | undefined>;
  route: RouteDef;
}
