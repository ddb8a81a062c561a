import { sendParent } from 'xstate';
import { derivedIntentKey } from '../../api/effects';
import { sendEffect } from '../../shared/effect';
import { cabinetDeliveries, cabinetOrders } from '../../api/endpoints/cabinet';
import { checkout } from '../../api/endpoints/checkout';
import { ApiError } from '../../api/errors';
import { profile } from '../../api/endpoints/profile';
import type { MealflowDeps } from '../../deps';
import { announceChanges } from '../../shared/cabinet-changes';
import { skipDeliveryLogic } from './skip.machine';
import type { Ids } from './delivery.flow';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { IntervalOption } from '../../api/schemas/order';
import { deliveryWindowType } from '../../domain/dates';
import { ADDRESS_UNAVAILABLE_FOR_ORDER } from '../../domain/messages';
import type { AddressReport } from '../../checkout/address/address.machine';
import { firstDeliveryOf } from '../../checkout/address/address.machine';
import { bindAddress, saveNewAddress } from '../../checkout/address/address.provide';
import { fromCall } from '../../shared/from-call';
import { serviceNow } from '../../shared/service-now';
import { deliveryLogic } from './delivery.machine';
import { deliveryOf, orderForAddressChild } from './delivery.rules';
import type { DeliveryMachine } from './delivery.machine';

/**
 * Binds the delivery machine to the API client, the clock and the toasts. The new-address form is
 * the address machine as it is, provided for one cabinet delivery: it saves the address for this
 * delivery only (`add-address-and-update`, setForAllDeliveries false; the delivery machine applies
 * it to all with `update-address` when asked), and it never recreates the order for a far address:
 * a far address on a near order is refused with §8's 'Этот адрес недоступен для выбраннного заказа'.
 */
export function provideDelivery(deps: MealflowDeps): DeliveryMachine {
  const { api, ports } = deps;
  const address = bindAddress(deps).provide({
    actors: {
      saveNewAddress: fromCall(async ({ input, signal }) => {
        if (!input.address) throw new Error('delivery: no address to save');
        const deliveryId = firstDeliveryOf(input.order)?.id_H ?? '';
        const body = { addressInfo: input.address, delivery_id_H: deliveryId, setForAllDeliveries: false };
        const { order } = await saveNewAddress(deps, cabinetDeliveries.addAddressAndUpdate, body, signal);
        // The child keeps reading this delivery as its "first" one (its report names the new address).
        return orderForAddressChild(order, deliveryId);
      }),
      recreateFarRegion: fromCall(() =>
        Promise.reject(
          new ApiError({
            kind: 'business',
            call: 'deliveries/add-address-and-update',
            message: 'far address on a near order',
            userMessage: ADDRESS_UNAVAILABLE_FOR_ORDER,
            messages: [ADDRESS_UNAVAILABLE_FOR_ORDER],
          }),
        ),
      ),
    },
    actions: { report: sendParent((_, report: AddressReport) => ({ type: 'ADDRESS.REPORT' as const, report })) },
  });
  const possibleDates = fromCall<Record<string, IntervalOption[]>, Ids>(
    async ({ input, signal }) =>
      (await api.call(cabinetDeliveries.possibleDates, { orderId_H: input.hid, deliveryId_H: input.deliveryId }, { signal })).days,
  );
  const updateDate = fromCall<CabinetOrder, Ids & { date: string; interval: IntervalOption }>(async ({ input, signal }) => {
    const { interval } = input;
    const type = deliveryWindowType({ type: interval.type, timeFrom: interval.from });
    const body = {
      order_id_H: input.hid,
      deliveryId_H: input.deliveryId,
      date: input.date,
      timeFrom: interval.from,
      timeTo: interval.to,
      type,
      ...(interval.title ? { title: interval.title } : {}),
    };
    return (await api.call(cabinetDeliveries.updateDate, body, { signal })).order;
  });
  return deliveryLogic.provide({
    actors: {
      address,
      // One round trip: the order, the saved addresses and the profile's cancellation flag.
      load: fromCall(async ({ input, signal }) => {
        const [found, saved, client] = await Promise.all([
          api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal }),
          api
            .call(checkout.deliveryAddresses, { deliveryId_H: input.deliveryId }, { signal, background: true })
            .then((r) => r.addresses)
            .catch(() => []),
          api
            .call(profile.get, {}, { signal, background: true })
            .then((r) => r.profile)
            .catch(() => undefined),
        ]);
        if (!deliveryOf(found.order, input.deliveryId))
          throw new ApiError({
            kind: 'http',
            call: 'orders/get',
            status: 404,
            message: 'no such delivery',
            userMessage: 'Доставка не найдена',
            messages: ['Доставка не найдена'],
          });
        return { order: found.order, saved, informed: client?.isInformedAboutDeliveriesCancellation === true, nowMs: serviceNow(ports) };
      }),
      reloadOrder: fromCall(async ({ input, signal }) => (await api.call(cabinetOrders.get, { orderId_H: input.hid }, { signal })).order),
      updateAddress: fromCall(
        async ({ input, signal }) =>
          (
            await api.call(
              cabinetDeliveries.updateAddress,
              { address_id_H: input.addressId, delivery_id_H: input.deliveryId, setForAllDeliveries: input.forAll },
              { signal },
            )
          ).order,
      ),
      reloadAddresses: fromCall(
        async ({ input, signal }) => (await api.call(checkout.deliveryAddresses, { deliveryId_H: input.deliveryId }, { signal })).addresses,
      ),
      possibleDates,
      intervals: fromCall(
        async ({ input, signal }) =>
          (await api.call(cabinetDeliveries.intervals, { deliveryId_H: input.deliveryId, date: input.date }, { signal })).intervals,
      ),
      updateDate,
      skip: skipDeliveryLogic.provide({ actors: { possibleDates, updateDate } }),
      setSession: fromCall(
        async ({ input, signal }) =>
          (await api.call(cabinetDeliveries.setSession, { deliveryId_H: input.deliveryId, session: input.session }, { signal })).order,
      ),
      applyWindowToAll: fromCall(
        async ({ input, signal }) =>
          (
            await api.call(
              cabinetDeliveries.updateDeliveries,
              { orderId_H: input.hid, type: input.type, timeFrom: input.timeFrom, timeTo: input.timeTo },
              { signal },
            )
          ).order,
      ),
      confirm: fromCall(
        async ({ input, signal }) => (await api.call(cabinetDeliveries.confirm, { deliveryId_H: input.deliveryId }, { signal })).order,
      ),
      confirmCancellationInfo: fromCall(async ({ signal }) => {
        await api.call(cabinetOrders.confirmCancellationInfo, {}, { signal });
      }),
      cancel: fromCall(
        async ({ input, signal }) =>
          (
            await sendEffect(deps, {
              endpoint: cabinetDeliveries.cancel,
              input: { deliveryId_H: input.deliveryId },
              intent: derivedIntentKey('deliveryCancel', input.deliveryId),
              signal,
            })
          ).order,
      ),
      cancelTerms: fromCall(
        async ({ input, signal }) => (await api.call(cabinetDeliveries.cancelTerms, { deliveryId_H: input.deliveryId }, { signal })).terms,
      ),
      taskOptions: fromCall(
        async ({ input, signal }) => (await api.call(cabinetOrders.confirmTaskOptions, { orderId_H: input.hid }, { signal })).options,
      ),
      setTask: fromCall(
        async ({ input, signal }) =>
          (await api.call(cabinetOrders.confirmTask, { orderId_H: input.hid, optionId: input.optionId }, { signal })).order,
      ),
      removeTask: fromCall(
        async ({ input, signal }) => (await api.call(cabinetOrders.cancelConfirmTask, { orderId_H: input.hid }, { signal })).order,
      ),
    },
    actions: {
      toast: (_, params) => ports.notify.success(params.text),
      announce: announceChanges(deps, 'delivery'),
    },
  });
}
