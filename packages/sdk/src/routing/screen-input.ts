import type { PaymentFlow, RouteDef, ScreenSpec } from './routes';

/** A screen's input: the route's `screen` column with the flow and result of the path, and the address's query. */
export interface ScreenInput extends Omit<ScreenSpec, 'flow' | 'result'> {
  flow: PaymentFlow | undefined;
  result: string | undefined;
  /** The query's values, first of each name (`?co=1&link` → { co: '1', link: '' }). */
  query: Readonly<Record<string, string>>;
}

/** The one place a route, its params and the query become a screen's input. */
export function screenInput(
  route: Pick<RouteDef, 'screen'>,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
): ScreenInput {
  const { flow, result, ...spec } = route.screen ?? {};
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return {
    ...spec,
    flow: (params['flow'] as PaymentFlow | undefined) ?? flow,
    result: params['result'] ?? result,
    query,
  };
}
