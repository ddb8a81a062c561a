import type { HttpHandler } from 'msw';
import { createFaultRegistry } from './faults';
import { createHandlers } from './handlers';
import type { Sandbox } from './route';
import { createSandboxStore } from './store';

export type { Fault, FaultRegistry } from './faults';
export { FAULT_HEADER, parseFaultSpec } from './faults';
export type { Sandbox, RouteContext } from './route';
export type { SandboxStore, SandboxClient } from './store';
export { SEED_CITY_CLIENTS, SEED_PHONES, normalizePhone } from './store';
export { CAPTCHA_PHONE, WRONG_CODE_MESSAGE, smsCodeFor } from './handlers/auth';
export { TRIAL_USED_PHONE, TRIAL_USED_MESSAGE, isoDateMsk } from './handlers/funnel';
export { ADDRESS_BOOK } from './seed/addresses';
export type { AddressKind, SeedStreet } from './seed/addresses';
export {
  PROMO,
  PROMO_EXPIRED_MESSAGE,
  PROMO_SERVER_ERROR_MESSAGE,
  PROMO_CARD_MESSAGE,
  DRINK,
  drinkIn,
  FAR_REGION_DELIVERY_PRICE,
  SAFE_DELIVERY_OPTION_ID,
} from './handlers/checkout';
export { SANDBOX_TIPS, tipsFor } from './handlers/tips';
export { STAND_IN_PATHS } from './stand-ins';
export { DEMO_ORDERS, firstSeededDelivery } from './seed/checkout';
export { sandboxSeed, type SandboxSeed } from './seed/seed-day';
export {
  SEED_CITIES,
  SEED_CITY_IDS,
  SEED_PRODUCT_CITIES,
  certificatePrice,
  isSoldIn,
  seedGoals,
  seedMenuTypes,
  seedMenuByProduct,
} from './seed/menu';
export type { ForgottenOrder } from './store';

export interface SandboxInstance extends Sandbox {
  handlers: HttpHandler[];
  reset(): void;
}

export interface CreateSandboxOptions {
  /** Artificial latency for every answer, ms (default 0). */
  latencyMs?: number;
}

/**
 * One sandbox backend: a seeded store, a fault registry and the msw handlers over them.
 * Use `handlers` with `setupServer` (vitest), `setupWorker` (browser, Storybook) or the HTTP
 * server in `@mealflow/sandbox/node`.
 */
export function createSandbox(options: CreateSandboxOptions = {}): SandboxInstance {
  const sandbox: Sandbox = { store: createSandboxStore(), faults: createFaultRegistry(), latencyMs: options.latencyMs ?? 0 };
  const handlers = createHandlers(sandbox);
  return {
    ...sandbox,
    get latencyMs() {
      return sandbox.latencyMs;
    },
    set latencyMs(ms: number) {
      sandbox.latencyMs = ms;
    },
    handlers,
    reset() {
      sandbox.store.reset();
      sandbox.faults.clear();
    },
  };
}
