import { screenInput, type RouteDef, type ScreenInput } from '@mealflow/sdk/routing';
import { useMemo } from 'react';
import { useSearch } from 'wouter';

/** What the router hands every screen: the matched route and its path parameters. */
export interface ScreenProps {
  params: Record<string, string | undefined>;
  route: RouteDef;
}

/**
 * The screen's input from the route table (variant, method, result flow and kind, page, frame,
 * login-first) with the path's params and the address's query: the SDK's `screenInput`, so no
 * screen keeps a table of routes of its own.
 */
export function useScreenInput({ route, params }: ScreenProps): ScreenInput {
  const search = useSearch();
  return useMemo(() => screenInput(route, params, search), [route, params, search]);
}
