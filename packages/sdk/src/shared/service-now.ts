import { COOKIES, QUERY } from '../api/protocol';
import type { MealflowDeps } from '../deps';

/**
 * "Now" as the backend sees it: the test clock (`?test_time=` or the `test_time` cookie, which the
 * API client sends as `X-Test-Time`) when set, else the clock port. The cut-offs the page shows then
 * agree with the ones the server applies. Read by the provide functions of the delivery, the
 * checkout, the customisation, the funnel (the first delivery) and the marketing configuration
 * (the active customisation). ESLint makes a `now` read from the bare clock port an error.
 */
export function serviceNow(ports: MealflowDeps['ports']): number {
  const fromQuery = new URLSearchParams(ports.navigation.current().search).get(QUERY.testTime);
  const value = fromQuery ?? ports.cookies.get(COOKIES.testTime);
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : ports.clock.now();
}
