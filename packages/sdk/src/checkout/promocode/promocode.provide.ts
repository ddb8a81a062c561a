import { fromPromise } from 'xstate';
import { checkout } from '../../api/endpoints/checkout';
import type { MealflowDeps } from '../../deps';
import { promocodeMachine, type PromocodeMachine } from './promocode.machine';

export function providePromocode(deps: MealflowDeps): PromocodeMachine {
  return promocodeMachine.provide({
    actors: {
      applyPromo: fromPromise(({ input, signal }) =>
        deps.api.call(checkout.applyPromo, { order_id_H: input.orderId_H, promocode: input.code }, { signal }),
      ),
      removePromo: fromPromise(({ input, signal }) =>
        deps.api.call(checkout.applyPromo, { order_id_H: input.orderId_H, promocode: '' }, { signal }),
      ),
    },
  });
}
