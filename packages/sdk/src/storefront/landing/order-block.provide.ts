import { sendParent } from 'xstate';
import type { MealflowDeps } from '../../deps';
import { COOKIE_DAYS } from '../../domain/constants';
import { TARGET_COOKIE } from '../../domain/pricing';
import { provideFunnel } from '../funnel/funnel.provide';
import { provideCatalog } from './catalog.provide';
import { orderBlockLogic, type OrderBlockMachine } from './order-block.machine';

/** Binds the order block's children to the API and the ports; the catalogue tells the block its plan. */
export function provideOrderBlock(deps: MealflowDeps): OrderBlockMachine {
  const catalog = provideCatalog(deps).provide({
    actions: {
      reportChoice: sendParent(({ context }) => ({ type: 'CATALOG.CHOSEN' as const, selection: context.selection, goal: context.goal })),
    },
  });
  return orderBlockLogic.provide({
    actors: { catalog, funnel: provideFunnel(deps) },
    actions: {
      rememberTarget: (_, params) => {
        if (params.goal) deps.ports.cookies.set(TARGET_COOKIE, params.goal, { days: COOKIE_DAYS.target });
      },
    },
  });
}
