import { firstSeededDelivery } from '@mealflow/sandbox';
import type { APIRequestContext } from '@playwright/test';

/** The sandbox's HTTP control surface (see packages/sandbox/README.md). */
export async function resetSandbox(request: APIRequestContext) {
  await request.post('/__sandbox/reset');
}

export async function injectFault(request: APIRequestContext, spec: string) {
  await request.post('/__sandbox/faults', { data: { spec } });
}

export async function counters(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/__sandbox/counters');
  return (await response.json()) as Record<string, number>;
}

/** The names of the calls the sandbox answered, oldest first (its request log, the last 500). */
export async function calledNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/__sandbox/log');
  return ((await response.json()) as Array<{ call: string }>).map((entry) => entry.call);
}

/**
 * The day of the seeded orders' first delivery (packages/sandbox/src/seed/checkout.ts): tomorrow, or
 * the day after once tomorrow's evening has closed (19:59:59 Moscow). A test about "tomorrow" sets the
 * `test_time` cookie to the day before it, so it holds at any hour.
 */
export const seededFirstDelivery = (now = Date.now()): string => firstSeededDelivery(now);
