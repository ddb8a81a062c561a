import { cabinetDeliveries, cabinetOrders } from '../../api/endpoints/cabinet';
import type { MealflowDeps } from '../../deps';
import { derivedIntentKey, drinksIntent, orderCancelIntent } from '../../api/effects';
import { sendEffect } from '../../shared/effect';
import { fromCall } from '../../shared/from-call';
import { changePricePlan } from '../../shared/cabinet-calls';
import { announceChanges, listenToChanges } from '../../shared/cabinet-changes';
import { orderDetailLogic } from './order-detail.machine';
import type { OrderDetailMachine } from './order-detail.machine';

/** Binds the order detail to the API client and the toasts. */
export function provideOrderDetail(deps: MealflowDeps): OrderDetailMachine {
  const { api, ports } = deps;
  return orderDetailLogic.provide({
    actors: {
      // One round trip: the order, its dishes and its drinks in parallel (dishes and drinks are optional).
      load: fromCall(async ({ input, signal }) => {
        const [found, packs, drinks] = await Promise.all([
          api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal }),
          api
            .call(cabinetOrders.packs, { hid: input.hid }, { signal, background: true })
            .then((r) => r.days)
            .catch(() => []),
          api.call(cabinetOrders.canAddDrinks, { orderId_H: input.hid }, { signal, background: true }).catch(() => undefined),
        ]);
        return { order: found.order, packs, drinks };
      }),
      changeAutolongation: fromCall(
        async ({ input, signal }) =>
          (await api.call(cabinetOrders.changeAutolongate, { orderId_H: input.hid, isEnabled: input.enabled }, { signal })).order,
      ),
      addDrinks: fromCall(async ({ input, signal }) => {
        // An effect (issue 36): one key per press, kept across retries and reloads until the answer is known.
        const { order } = await sendEffect(deps, {
          endpoint: cabinetOrders.addDrinks,
          input: { orderId_H: input.hid, count: input.count },
          intent: { scope: drinksIntent(input.hid, input.count) },
          signal,
        });
        return { order, drinks: await api.call(cabinetOrders.canAddDrinks, { orderId_H: input.hid }, { signal }) };
      }),
      dropDrinks: fromCall(async ({ input, signal }) => {
        const { order } = await api.call(cabinetOrders.dropDrinks, { orderId_H: input.hid }, { signal });
        return { order, drinks: await api.call(cabinetOrders.canAddDrinks, { orderId_H: input.hid }, { signal }) };
      }),
      changePlan: changePricePlan(api),
      // One intent per order and option: a retry after a lost answer replays the first answer, never 'Опция уже добавлена'.
      addOption: fromCall(
        async ({ input, signal }) =>
          (
            await sendEffect(deps, {
              endpoint: cabinetDeliveries.addOption,
              input: { orderId_H: input.hid, optionId_H: input.optionId },
              intent: derivedIntentKey('option', input.hid, input.optionId),
              signal,
            })
          ).order,
      ),
      recall: fromCall(async ({ input, signal }) => {
        await api.call(cabinetOrders.recallRequest, { orderId_H: input.hid }, { signal });
      }),
      loadReasons: fromCall(async ({ signal }) => (await api.call(cabinetOrders.cancelReasons, {}, { signal })).reasons),
      cancelOrder: fromCall(async ({ input, signal }) => {
        await api.call(
          cabinetOrders.feedbackForCancel,
          { orderId_H: input.hid, reasonId: input.reasonId, ...(input.comment ? { comment: input.comment } : {}) },
          { signal },
        );
        await sendEffect(deps, {
          endpoint: cabinetOrders.cancel,
          input: { orderId_H: input.hid },
          intent: orderCancelIntent(input.hid),
          signal,
        });
      }),
      changes: listenToChanges(deps, 'orderDetail'),
    },
    actions: {
      toast: (_, params) => ports.notify.success(params.text),
      announce: announceChanges(deps, 'orderDetail'),
    },
  });
}
