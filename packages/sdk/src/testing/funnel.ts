import { useSandbox } from '@mealflow/sandbox/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor } from 'xstate';
import { menu } from '../api/endpoints/menu';
import type { Mealflow } from '../create-mealflow';
import { chooseDefaultMenuType } from '../domain/menu';
import type { MemoryPortsOptions } from '../ports/memory';
import type { FunnelInput } from '../storefront/funnel/funnel.machine';
import { selectionFromMenu, type FunnelSelection } from '../storefront/funnel/funnel.payload';
import { sandboxClient } from './sandbox-client';

/** The funnel's tests' start (funnel.test.ts, funnel.gate.test.ts): a funnel in Moscow unless the test names another city. */
export async function startFunnel(
  harness: ReturnType<typeof useSandbox>,
  input: Partial<FunnelInput> = {},
  portOptions: MemoryPortsOptions = {},
) {
  const { ports, mealflow } = sandboxClient(harness, portOptions);
  return { ...(await openFunnel(mealflow, input)), ports, mealflow };
}

/**
 * The funnel tests' kit (funnel, funnel.failures, funnel.gate, funnel.idempotency): the sandbox on
 * fake timers that still advance, the start, and what the sandbox saw (calls by name, orders by phone).
 */
export function funnelTestKit() {
  const harness = useSandbox();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    harness,
    /** A funnel in Moscow unless the test names another city. */
    start: (input: Partial<FunnelInput> = {}, portOptions: MemoryPortsOptions = {}) => startFunnel(harness, input, portOptions),
    calls: (name: string) => harness.sandbox.store.log.filter((l) => l.call === name),
    ordersOf: (phone: string) => harness.sandbox.store.counters.get(`ordersCreated:${phone}`) ?? 0,
  };
}

/**
 * A funnel as the landing opens it (the funnel tests, the effects matrix's funnel rows): load the
 * menu and goals, choose the default line, its first option, unless the input names a selection.
 * `catalogProduct`: the product whose menu the picker shows when it differs (the gift landing's
 * 'activate-gift' menu, whose form orders as 'standard': `OrderBlockInput.catalogProduct`).
 */
export async function openFunnel(mealflow: Mealflow, input: Partial<FunnelInput> = {}, catalogProduct?: string) {
  const cityId = input.cityId ?? 2;
  const businessProduct = input.businessProduct ?? 'standard';
  const [menuAnswer, goals] = await Promise.all([
    mealflow.api.call(menu.byBusinessProduct, { businessProduct: catalogProduct ?? businessProduct, cityId }),
    mealflow.api.call(menu.goals, { cityId }),
  ]);
  const choice = chooseDefaultMenuType({ goals: goals.goals, menuTypes: menuAnswer.menus, businessProduct });
  const selection = input.selection ?? selectionFromMenu(menuAnswer, choice.menuType ?? '', undefined);
  const actor = createActor(mealflow.machines.funnel, { input: { ...input, cityId, ...(selection ? { selection } : {}) } }).start();
  return { actor, menu: menuAnswer, selection: selection as FunnelSelection };
}
