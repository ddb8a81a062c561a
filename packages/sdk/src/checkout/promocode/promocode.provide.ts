import { fromPromise } from 'xstate';
import { checkout } from '../../api/endpoints/checkout';
import type { MealflowDeps } from '../../deps';
import { promocodeLogic, type PromocodeMachine } from './promocode.machine';

export function providePromocode(deps: MealflowDeps): PromocodeMachine {
  return bindPromocode(deps);
}

/** `providePromocode` with the machine's inferred type, for the checkout that provides its emits. Not public. */
export function bindPromocode(deps: MealflowDeps) {
  return promocodeLogic.provide({
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
