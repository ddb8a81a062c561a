import type { ApiClient } from './api/client';
import type { Ports } from './ports';

/**
 * What every machine's implementations need: the API client and the ports. Never in context.
 * Machines import this type from here, not from `create-mealflow.ts` (which imports every
 * machine), so the composition root stays the only file that knows them all.
 */
export interface MealflowDeps {
  api: ApiClient;
  ports: Ports;
}
