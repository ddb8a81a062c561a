import { fromPromise } from 'xstate';
import { checkout as calls } from '../../api/endpoints/checkout';
import type { EffectEndpoint } from '../../api/effects';
import type { AddAddressRequest } from '../../api/schemas/checkout';
import type { MealflowDeps } from '../../deps';
import { sendEffect } from '../../shared/effect';
import { TOASTS } from '../../domain/messages';
import { addressLogic, type AddressMachine } from './address.machine';
import { firstDeliveryOf, suggestRequest } from './address.rules';

const noAddress = () => Promise.reject(new Error('address: nothing to check (no address held)'));

/**
 * A new address saved for a delivery (`deliveries/add-address-and-update`, the checkout's and the
 * cabinet's): it adds the address to the client's list, so it is sent as an effect with one key
 * per delivery and typed address. A retry after a lost answer, or the same address typed again
 * after a reload, gets the first answer: the address is added once.
 */
export const saveNewAddress = <A>(
  deps: MealflowDeps,
  endpoint: EffectEndpoint<AddAddressRequest, A>,
  input: AddAddressRequest,
  signal?: AbortSignal,
): Promise<A> =>
  sendEffect(deps, {
    endpoint,
    input,
    intent: {
      scope: `new-address:${input.delivery_id_H}:${input.setForAllDeliveries ? 'all' : 'one'}:${JSON.stringify(input.addressInfo)}`,
    },
    ...(signal ? { signal } : {}),
  });

/** Binds the address machine to the API client and the toasts. */
export function provideAddress(deps: MealflowDeps): AddressMachine {
  return bindAddress(deps);
}

/** `provideAddress` with the machine's inferred type, for a parent that provides more (its `report`). Not public. */
export function bindAddress(deps: MealflowDeps) {
  const { api, ports } = deps;
  return addressLogic.provide({
    actors: {
      suggest: fromPromise(async ({ input, signal }) => {
        const answer = await api.call(calls.suggest, suggestRequest(input.query, input.cityId), { signal });
        return answer.suggestions;
      }),
      checkAddress: fromPromise(({ input }) =>
        input.address
          ? api.call(calls.checkAddress, { menu_type_id: input.order.menu_type_id ?? input.order.menu_type, addressInfo: input.address })
          : noAddress(),
      ),
      recreateFarRegion: fromPromise(async ({ input }) => {
        const { order } = input;
        const tariff = await api.call(calls.farRegionTariff, { orderId_H: order.id_H });
        const intent = { scope: `far-region:${order.id_H}:${tariff.price_plan_id}:${tariff.mealDays}` };
        return (
          await sendEffect(deps, {
            endpoint: calls.recreateFarRegion,
            intent,
            input: {
              orderToCancelId_H: order.id_H,
              mealDays: tariff.mealDays,
              price_plan_id: tariff.price_plan_id,
              ...(order.autoLongationBlock ? { is_auto_longated_trial: order.autoLongationBlock.isAutolongationEnabled } : {}),
              ...(order.promocodeToApply ? { promocode: order.promocodeToApply } : {}),
              ...(firstDeliveryOf(order)
                ? {
                    deliveriesStartDate: firstDeliveryOf(order)?.date,
                    deliveriesStartDateType: firstDeliveryOf(order)?.deliveryDate?.type ?? 'evening',
                  }
                : {}),
            },
          })
        ).order;
      }),
      saveNewAddress: fromPromise(async ({ input }) => {
        if (!input.address) return noAddress();
        const body = { addressInfo: input.address, delivery_id_H: firstDeliveryOf(input.order)?.id_H ?? '', setForAllDeliveries: true };
        return (await saveNewAddress(deps, calls.addAddressAndUpdate, body)).order;
      }),
      changeAddress: fromPromise(
        async ({ input }) =>
          (
            await api.call(calls.changeDeliveryAddress, {
              address_id_H: input.addressId,
              delivery_id_H: firstDeliveryOf(input.order)?.id_H ?? '',
              setForAllDeliveries: true,
              isFromSingleStepOrder: true,
            })
          ).order,
      ),
      requestCall: fromPromise(async ({ input }) => {
        await api.call(calls.callMe, { orderId_H: input.order.id_H }, { background: true });
      }),
      reloadAddresses: fromPromise(
        async ({ input }) =>
          (await api.call(calls.deliveryAddresses, { deliveryId_H: firstDeliveryOf(input.order)?.id_H ?? '' })).addresses,
      ),
    },
    actions: {
      toastNewAddress: () => ports.notify.success(TOASTS.newAddressSaved),
      toastAddressChanged: () => ports.notify.success(TOASTS.addressChanged),
    },
  });
}
