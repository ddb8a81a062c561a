import { createApiClient, type ApiClient } from './api/client';
import type { ApiVersion } from './api/schemas/common';
import type { MealflowDeps } from './deps';
import { forMachines } from './shared/from-call';
import type { Ports } from './ports';

export interface CreateMealflowOptions {
  /** Backend origin; '' = the page's own origin. */
  baseURL: string;
  ports: Ports;
  /** API version for calls that do not pin one (v1, or v1_1 on NewDashboard/ConfirmationDelivery routes). */
  version?: () => ApiVersion;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Extra headers for every call (e.g. the sandbox build's fault switch). */
  headers?: () => Record<string, string>;
}

/** The API client, the ports and what every machine's implementations need (`deps`). */
export interface MealflowCore {
  api: ApiClient;
  ports: Ports;
  deps: MealflowDeps;
}

/**
 * A machine's `provide` function: the machine bound to the API client and the ports
 * (`provideCheckout`, `provideOrdersList`, …; every machine family exports its own).
 */
export type MachineProvider<TLogic> = (deps: MealflowDeps) => TLogic;

/**
 * The composition root without the machines: one API client over the given ports. An app that
 * loads its screens on demand binds each screen's machine with its `provide` function when the
 * screen's code arrives, so a page downloads and evaluates only the machines it shows
 * (`createMealflow` binds all of them at once: the tests and the stories).
 */
export function createMealflowCore(options: CreateMealflowOptions): MealflowCore {
  const api = createApiClient({
    baseURL: options.baseURL,
    ports: options.ports,
    ...(options.version ? { version: options.version } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  // Machines' calls: an aborted one never settles (see forMachines); `api` itself rejects as `aborted`.
  const deps: MealflowDeps = { api: forMachines(api), ports: options.ports };
  return { api, ports: options.ports, deps };
}
