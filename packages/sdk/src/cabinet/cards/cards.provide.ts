import { cards } from '../../api/endpoints/settings';
import { derivedIntentKey } from '../../api/effects';
import { sendEffect } from '../../shared/effect';
import type { MealflowDeps } from '../../deps';
import { provideCardBinding } from '../../checkout/card-binding/card-binding.provide';
import { fromCall } from '../../shared/from-call';
import { cardsLogic } from './cards.machine';
import type { CardsMachine } from './cards.machine';

/** Binds the cards to the API (`cards/`, `cards/active`, `cards/destroy`: each answers the list) and the toast to the notify port. */
export function provideCards(deps: MealflowDeps): CardsMachine {
  const { api, ports } = deps;
  return cardsLogic.provide({
    actors: {
      loadCards: fromCall(async ({ signal }) => (await api.call(cards.list, {}, { signal })).cards),
      activate: fromCall(async ({ input, signal }) => (await api.call(cards.setActive, { id: input.id }, { signal })).cards),
      cardBinding: provideCardBinding(deps),
      destroy: fromCall(
        async ({ input, signal }) =>
          (
            await sendEffect(deps, {
              endpoint: cards.destroy,
              input: { id: input.id },
              intent: derivedIntentKey('cardDestroy', input.id),
              signal,
            })
          ).cards,
      ),
    },
    actions: {
      toast: (_, params) => ports.notify.success(params.text),
    },
  });
}
